export { listOpenItems, openItemsCsv } from './aging.ts';
export { customerStatement, statementOf } from './statement.ts';
export { renderStatementPdf } from './statement-pdf.ts';
