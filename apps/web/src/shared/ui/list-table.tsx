import type { ComponentProps, Key, ReactNode } from 'react';
import type { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';
import { type ColumnOptions, columnClassName, TableBody, TableFrame, TableHead, TD } from './table.tsx';

type PagerProps = ComponentProps<typeof Pager>;

/** A column of a ListTable: its heading (and how it lines up, sorts, hides) and what its cell shows. */
export interface ListColumn<Item> extends ColumnOptions {
  cell(item: Item): ReactNode;
  /** The cell that names its row (a `th`), read out as screen readers move along the row. */
  isRowHeader?: boolean;
  /** Kept on one line: dates, e-mails, numbers. */
  isNowrap?: boolean;
}

/** How a row is told from the others: by the item's `id` unless given. */
type RowKeyProps<Item> = Item extends { id: Key }
  ? { rowKey?(item: Item): Key }
  : { rowKey(item: Item): Key };

type ListTableProps<Item> = RowKeyProps<Item> & {
  query: ComponentProps<typeof QueryState>['query'];
  /** The rows of the page shown; none shows `emptyText`. */
  items: readonly Item[];
  caption: string;
  columns: ReadonlyArray<ListColumn<Item>>;
  emptyText: string;
  rowTestId?: string | ((item: Item) => string);
  /**
   * For a paged list: the page shown, its change and the pager's name. Whether there is a next page
   * is the API's answer (`hasNextPage` of the page it sent) unless given here.
   */
  pager?: Omit<PagerProps, 'hasNextPage'> & { hasNextPage?: boolean };
  /** A form that takes a row's place while it is edited, across all the columns; null for the others. */
  rowEditor?(item: Item): ReactNode;
  /** The test id of the region around the table and its states. */
  testId?: string;
  foldsOnPhone?: boolean;
};

function Cell<Item>({ column, item }: { column: ListColumn<Item>; item: Item }) {
  const className = `${TD} ${columnClassName(column)} ${column.isNowrap ? 'whitespace-nowrap' : ''}`;
  if (column.isRowHeader)
    return (
      <th scope="row" className={`${className} font-normal`}>
        {column.cell(item)}
      </th>
    );
  return <td className={className}>{column.cell(item)}</td>;
}

/**
 * A list as a table, from its columns: the loading, failure and empty states (QueryState), the
 * captioned table with its header row, a row per item, and the pager under it.
 */
export function ListTable<Item>({
  query,
  items,
  caption,
  columns,
  emptyText,
  rowKey,
  rowTestId,
  pager,
  rowEditor,
  testId,
  foldsOnPhone,
}: ListTableProps<Item>) {
  const answered = query.data as { hasNextPage?: boolean } | undefined;
  const keyOf = rowKey ?? ((item: Item) => (item as { id: Key }).id);
  const testIdOf = (item: Item) => (typeof rowTestId === 'function' ? rowTestId(item) : rowTestId);
  return (
    <QueryState
      query={query}
      isEmpty={items.length === 0}
      emptyText={emptyText}
      pager={pager && { ...pager, hasNextPage: pager.hasNextPage ?? answered?.hasNextPage ?? false }}
      testId={testId}
    >
      <TableFrame caption={caption} foldsOnPhone={foldsOnPhone}>
        <TableHead columns={columns} />
        <TableBody>
          {items.map((item) => {
            const editor = rowEditor?.(item);
            return (
              <tr key={keyOf(item)} data-testid={editor ? undefined : testIdOf(item)}>
                {editor ? (
                  <td colSpan={columns.length} className="bg-brand-50/40 px-4 py-4">
                    {editor}
                  </td>
                ) : (
                  columns.map((column) => <Cell key={column.label} column={column} item={item} />)
                )}
              </tr>
            );
          })}
        </TableBody>
      </TableFrame>
    </QueryState>
  );
}
