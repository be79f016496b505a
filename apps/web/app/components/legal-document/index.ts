export { default as legalDocumentStyles } from './legal-document.module.css';
export { LegalDocument, type LegalSection } from './legal-document.tsx';
