import { nextOrderStatuses, type Order, type OrderStatusName } from '@kits/contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useMoveOrderStatus } from '../api/move-order-status';

/** The longest comment the server takes (OrderStatusMove). */
const COMMENT_MAX = 1000;

/**
 * Staff's status moves on the order page (docs/rules.md#order-status): an optional comment and a
 * button per move the rule allows from the current status (`nextOrderStatuses`) — the forward
 * step, and cancelling (asked again in a dialog: the units go back to stock). A toast tells the
 * outcome; a refused move (409: someone moved it first) shows the server's text and the order is
 * read again. Nothing renders once the order is delivered or cancelled.
 */
export function OrderStatusActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const move = useMoveOrderStatus();
  const succeeded = useSuccessToast();
  const failed = useFailureToast();
  const [comment, setComment] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const commentId = useId();
  const moves = nextOrderStatuses(order.status);
  if (moves.length === 0) return <p className="small text-body-secondary mb-0">{t('moves.final')}</p>;

  const run = (status: OrderStatusName) => {
    setConfirmCancel(false);
    move.mutate(
      { uuid: order.uuid, move: { status, comment: comment.trim() || null } },
      {
        onSuccess: () => {
          setComment('');
          succeeded(t('moves.done', { status: t(`status.${status}`) }));
        },
        onError: (error) => failed(t('moves.failed'), error),
      },
    );
  };
  const busy = (status: OrderStatusName) => move.isPending && move.variables?.move.status === status;

  return (
    <>
      <Form.Group controlId={commentId} className="mb-2">
        <Form.Label className="small mb-1">{t('moves.comment')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          size="sm"
          maxLength={COMMENT_MAX}
          value={comment}
          placeholder={t('moves.commentPlaceholder')}
          onChange={(e) => setComment(e.target.value)}
        />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        {moves.map((status) => (
          <BusyButton
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'outline-danger' : 'primary'}
            busy={busy(status)}
            disabled={move.isPending}
            onClick={() => (status === 'cancelled' ? setConfirmCancel(true) : run(status))}
          >
            {t(`moves.to.${status}`)}
          </BusyButton>
        ))}
      </div>
      <Modal
        show={confirmCancel}
        onHide={() => setConfirmCancel(false)}
        centered
        aria-labelledby={`${commentId}-cancel`}
      >
        <Modal.Header closeButton>
          <Modal.Title id={`${commentId}-cancel`} as="h2" className="h5">
            {t('moves.cancelTitle', { name: order.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('moves.cancelText')}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirmCancel(false)}>
            {t('moves.keep')}
          </Button>
          <Button variant="danger" onClick={() => run('cancelled')}>
            {t('moves.to.cancelled')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
