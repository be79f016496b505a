export { priorityLabel } from './labels.ts';
export { type CreatedOrderState, NewOrderForm } from './new-order-form.tsx';
export { OrderDescription } from './order-description.tsx';
export { OrderDetail } from './order-detail.tsx';
export { OrderCreated, OrdersPageHeader } from './order-pages.tsx';
export { OrderSummary } from './order-summary.tsx';
export { OrdersList } from './orders-list.tsx';
export { RichTextField } from './rich-text-field.tsx';
export { RichTextView } from './rich-text-view.tsx';
