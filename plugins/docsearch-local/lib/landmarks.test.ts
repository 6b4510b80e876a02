// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { labelSearchLandmarks } from './landmarks';

const labels = { results: 'Search results', versionSelect: 'Docs version to search' };
const settle = () => new Promise(resolve => setTimeout(resolve, 0));
let cleanup = () => {};
afterEach(() => cleanup());

function page() {
  const root = document.createElement('div');
  root.innerHTML = '<div class="column"><h1>Search</h1><form><select><option>7</option></select></form></div>';
  document.body.replaceChildren(root);
  return root;
}

describe('labelSearchLandmarks', () => {
  it('names the docs-version select at once', () => {
    const root = page();
    cleanup = labelSearchLandmarks(root, labels);
    expect(root.querySelector('select')?.getAttribute('aria-label')).toBe('Docs version to search');
  });

  it('labels results that arrive after it was set up, without being called again', async () => {
    const root = page();
    cleanup = labelSearchLandmarks(root, labels);
    root.querySelector('.column')!.insertAdjacentHTML(
      'beforeend',
      '<main><article><h2>Rule</h2><nav aria-label="breadcrumbs"></nav></article><article><h2>Rule</h2><nav aria-label="breadcrumbs"></nav></article></main>'
    );
    await settle();
    expect(root.querySelector('.column')?.getAttribute('role')).toBe('main');
    expect(root.querySelector('main')?.getAttribute('role')).toBe('region');
    expect(root.querySelector('main')?.getAttribute('aria-label')).toBe('Search results');
    expect(Array.from(root.querySelectorAll('nav'), nav => nav.getAttribute('aria-label'))).toEqual([
      'Breadcrumbs of result 1, Rule',
      'Breadcrumbs of result 2, Rule',
    ]);
  });

  it('stops labelling once cleaned up', async () => {
    const root = page();
    labelSearchLandmarks(root, labels)();
    root.querySelector('form')!.insertAdjacentHTML('beforeend', '<select></select>');
    await settle();
    expect(root.querySelectorAll('select')[1].hasAttribute('aria-label')).toBe(false);
  });
});
