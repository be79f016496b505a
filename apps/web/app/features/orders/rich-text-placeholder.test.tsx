// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextPlaceholder } from './rich-text-placeholder.tsx';
import { LINK_TOOL, richTextTools } from './rich-text-tools.ts';

afterEach(cleanup);

describe('the rich-text editor while it loads', () => {
  it('has the toolbar of the editor, so that it takes the same room', () => {
    const { container } = render(<RichTextPlaceholder />);
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      ...richTextTools.map((tool) => tool.text),
      LINK_TOOL.text,
    ]);
  });

  it('offers nothing to use: the toolbar is hidden from assistive technology and cannot be focused', () => {
    const { container, getByText } = render(<RichTextPlaceholder />);
    expect(container.querySelector('[role="toolbar"]')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] button')).not.toBeNull();
    for (const button of container.querySelectorAll('button')) {
      expect(button.disabled).toBe(true);
      expect(button.tabIndex).toBe(-1);
    }
    expect(getByText('Editor wordt geladen…')).toBeTruthy();
  });
});
