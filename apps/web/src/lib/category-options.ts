import type { Category } from '@kits/contract';

export type CategoryOption = { id: number; slug: string; name: string; depth: number };

/** The category tree as select options, depth-first, each with its depth for indentation. */
export function categoryOptions(tree: readonly Category[], depth = 0): CategoryOption[] {
  return tree.flatMap((c) => [
    { id: c.id, slug: c.slug, name: c.displayed_name, depth },
    ...categoryOptions(c.children, depth + 1),
  ]);
}

/** An option's label, indented by non-breaking spaces (a select can't hold markup). */
export const indentedName = (option: CategoryOption) =>
  `${'\u00a0\u00a0'.repeat(option.depth)}${option.name}`;
