export { OrdersTable, type OrdersTableProps, type TableColumn } from './OrdersTable';
