import {
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderAddResponse,
  type QuickOrderCheckedLine,
} from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { FileDropZone } from '@/components/file-drop-zone';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';
import { serverText } from '@/lib/server-text';
import { useAddQuickOrder } from '../api/add-quick-order';
import { useCheckQuickOrder } from '../api/check-quick-order';
import { useReadQuickOrderFile } from '../api/read-quick-order-file';
import { isReady, linesToText, takeAvailable, withoutLines } from '../utils/quick-order-lines';
import { QuickOrderAddBar } from './quick-order-add-bar';
import { AddedAlert } from './quick-order-added-alert';
import { QuickOrderTable } from './quick-order-table';
import './quick-order.css';

/** The lines of the last check and the text it read (fixes rewrite that text). */
type Checked = { text: string; lines: QuickOrderCheckedLine[] };

const FILE_TYPES =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /catalog/quick-order (docs/rules.md#quick-order), warehouse level: a box for lines of "code
 * quantity" (or a CSV/XLSX the server reads into such lines), the check's table with a status and
 * a fix for each line, and "Add N lines to basket" for the ticked ready lines — all or nothing.
 * After adding, the lines with problems stay in the box and are checked again.
 */
export function QuickOrderPage() {
  const { t } = useTranslation('quick-order');
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [inputError, setInputError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [added, setAdded] = useState<QuickOrderAddResponse['value'] | null>(null);
  const check = useCheckQuickOrder();
  const readFile = useReadQuickOrderFile();
  const add = useAddQuickOrder();
  const stale = checked !== null && checked.text !== text;

  /** Checks `value` (and shows it in the box): the table then shows what the server matched. */
  const runCheck = (value: string) => {
    setText(value);
    setInputError(null);
    const lines = parseQuickOrderText(value);
    if (lines.length === 0) {
      setChecked(null);
      setInputError(t('text.empty'));
      return;
    }
    if (lines.length > QUICK_ORDER_MAX_LINES) {
      setInputError(t('text.tooMany', { lines: num(lines.length), max: num(QUICK_ORDER_MAX_LINES) }));
      return;
    }
    // The wire's limits (a code ≤ 200, a quantity ≤ 50 characters): longer text matches nothing anyway.
    const sent = lines.map((line) => ({
      ...line,
      code: line.code.slice(0, 200),
      quantity: line.quantity.slice(0, 50),
    }));
    check.mutate(sent, {
      onSuccess: (answer) => {
        setChecked({ text: value, lines: answer.value.lines });
        setExcluded(new Set());
      },
    });
  };

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setAdded(null);
    readFile.mutate(chosen, { onSuccess: ({ data }) => runCheck(linesToText(data.value.lines)) });
  };

  const chosenLines = (checked?.lines ?? []).filter(
    (line) => isReady(line) && !excluded.has(line.product.id),
  );
  const onAdd = () => {
    if (!checked) return;
    const lines = chosenLines.filter(isReady).map((line) => ({ code: line.product.code, count: line.count }));
    add.mutate(lines, {
      onSuccess: (answer) => {
        setAdded(answer.value);
        const rest = withoutLines(checked.text, chosenLines);
        setChecked(null);
        setText(rest);
        if (parseQuickOrderText(rest).length > 0) runCheck(rest);
      },
      // The stock or the basket changed since the check: show why and check again.
      onError: () => runCheck(checked.text),
    });
  };

  const problems = checked ? checked.lines.filter((line) => line.problem !== null).length : 0;
  return (
    <>
      <PageHeader
        title={t('title')}
        parents={[{ label: t('layout:pages.catalog.title'), href: paths.catalog.getHref() }]}
      />
      <p className="text-body-secondary mb-4" style={{ maxWidth: '48rem' }}>
        {t('intro')}
      </p>
      {added && (
        <AddedAlert
          added={added}
          rest={checked !== null || text.trim() !== ''}
          onClose={() => setAdded(null)}
        />
      )}
      <Row className="g-4 mb-4">
        <Col lg={7}>
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setAdded(null);
              runCheck(text);
            }}
          >
            <Form.Group controlId="quick-order-text">
              <Form.Label className="fw-semibold">{t('text.label')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={10}
                spellCheck={false}
                className="font-monospace"
                placeholder={t('text.placeholder')}
                value={text}
                isInvalid={!!inputError}
                aria-describedby="quick-order-text-help"
                onChange={(event) => setText(event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{inputError}</Form.Control.Feedback>
              <Form.Text id="quick-order-text-help">
                {t('text.help', { max: num(QUICK_ORDER_MAX_LINES) })}
              </Form.Text>
            </Form.Group>
            <div className="d-flex gap-2 mt-3">
              <BusyButton type="submit" busy={check.isPending}>
                {check.isPending ? t('text.checking') : t('text.check')}
              </BusyButton>
              <Button
                variant="outline-secondary"
                disabled={text === '' && !checked}
                onClick={() => {
                  setText('');
                  setChecked(null);
                  setInputError(null);
                  setFile(null);
                }}
              >
                {t('text.clear')}
              </Button>
            </div>
          </Form>
        </Col>
        <Col lg={5}>
          <FileDropZone
            label={t('file.label')}
            hint={
              readFile.isPending ? t('file.reading') : t('file.hint', { max: num(QUICK_ORDER_MAX_LINES) })
            }
            accept={FILE_TYPES}
            file={file}
            onFile={onFile}
            disabled={readFile.isPending}
            error={readFile.error ? serverText(readFile.error) : undefined}
          />
        </Col>
      </Row>
      {check.error && (
        <Alert variant="danger">
          <strong>{t('result.checkFailed')}:</strong> {serverText(check.error)}
        </Alert>
      )}
      {checked && (
        <section aria-labelledby="quick-order-result">
          <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
            <h2 id="quick-order-result" className="h5 mb-0">
              {t('result.title')}
            </h2>
            <span className="text-body-secondary small" role="status">
              {t('result.counts', {
                count: checked.lines.length,
                ready: num(checked.lines.length - problems),
                problems: num(problems),
              })}
            </span>
          </div>
          {stale && <Alert variant="warning">{t('result.stale')}</Alert>}
          <QuickOrderTable
            lines={checked.lines}
            excluded={excluded}
            disabled={stale || add.isPending}
            onToggle={(id) =>
              setExcluded((before) => {
                const next = new Set(before);
                if (!next.delete(id)) next.add(id);
                return next;
              })
            }
            onToggleAll={(all) =>
              setExcluded(
                all ? new Set() : new Set(checked.lines.filter(isReady).map((line) => line.product.id)),
              )
            }
            onTakeAvailable={(line) => runCheck(takeAvailable(checked.text, line))}
          />
          {add.error && (
            <Alert variant="danger" className="mt-3">
              <strong>{t('added.failed')}:</strong> {serverText(add.error)}
            </Alert>
          )}
          <QuickOrderAddBar
            lines={chosenLines}
            busy={add.isPending}
            disabled={stale || check.isPending}
            onAdd={onAdd}
          />
        </section>
      )}
    </>
  );
}
