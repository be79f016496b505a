import styles from './rich-text.module.css';
import { LINK_TOOL, richTextTools } from './rich-text-tools.ts';

/**
 * The editor's frame while its code loads: the same toolbar (inert) and writing area, so that the
 * form keeps its size when the editor takes its place.
 */
export const RichTextPlaceholder = () => (
  <div className={styles.editor}>
    <div className={styles.toolbar} aria-hidden="true">
      {[...richTextTools, LINK_TOOL].map((tool) => (
        <button key={tool.label} type="button" className={styles.toolButton} tabIndex={-1} disabled>
          {tool.text}
        </button>
      ))}
    </div>
    <p className={`${styles.contentArea} ${styles.placeholder}`}>Editor wordt geladen…</p>
  </div>
);
