import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import * as styles from './OrdersTable.css';

export interface TableColumn<K extends string = string> {
  id: K;
  name: string;
  /** Numbers (prices, amounts) align to the end and use tabular numerals. */
  align?: 'start' | 'end';
  /** The column that names each row (e.g. the order number or symbol). Exactly one. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
}

export interface OrdersTableProps<T extends { id: Key }, K extends string> {
  'aria-label': string;
  columns: readonly TableColumn<K>[];
  rows: readonly T[];
  renderCell: (row: T, column: K) => ReactNode;
  /** Shown in the body when there are no rows (pass an EmptyState). */
  emptyState?: ReactNode;
  /** Shown in the body while loading (pass a Spinner or Skeleton); rows are hidden. */
  loadingState?: ReactNode;
  isLoading?: boolean;
  onRowAction?: (id: Key) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  className?: string;
}

/**
 * A data table (orders, positions, transactions): react-aria's Table with grid keyboard navigation,
 * optional row actions and sorting; scrolls sideways on narrow screens.
 */
export function OrdersTable<T extends { id: Key }, K extends string>({
  columns,
  rows,
  renderCell,
  emptyState,
  loadingState,
  isLoading = false,
  onRowAction,
  sortDescriptor,
  onSortChange,
  className,
  ...props
}: OrdersTableProps<T, K>) {
  const visibleRows = isLoading ? [] : rows;
  return (
    <div className={className ? `${styles.scroller} ${className}` : styles.scroller}>
      <Table
        aria-label={props['aria-label']}
        className={styles.table}
        aria-busy={isLoading || undefined}
        {...(onRowAction ? { onRowAction } : {})}
        {...(sortDescriptor ? { sortDescriptor } : {})}
        {...(onSortChange ? { onSortChange } : {})}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader ?? false}
              allowsSorting={column.allowsSorting ?? false}
              data-align={column.align ?? 'start'}
              className={styles.column}
            >
              {({ sortDirection }) => (
                <>
                  {column.name}
                  {sortDirection ? (
                    <span aria-hidden="true" className={styles.sortMark}>
                      <svg viewBox="0 0 12 12" width="10" height="10" focusable="false">
                        <path
                          d={sortDirection === 'ascending' ? 'M6 2l5 8H1z' : 'M6 10L1 2h10z'}
                          fill="currentColor"
                        />
                      </svg>
                    </span>
                  ) : null}
                </>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={visibleRows}
          dependencies={[columns, renderCell]}
          renderEmptyState={() => (
            <div className={styles.status}>{isLoading ? loadingState : emptyState}</div>
          )}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row}>
              {(column) => (
                <Cell data-align={column.align ?? 'start'} className={styles.cell}>
                  {renderCell(row, column.id)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
