// Claims of docs/dnd.mdx, run against @react-querybuilder/dnd 8.22.4 (its drop logic and adapters).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const dist = join(process.cwd(), 'node_modules/@react-querybuilder/dnd/dist');
const pkg = JSON.parse(readFileSync(join(dist, '../package.json'), 'utf8'));
// The adapters import their drop checks from this chunk (see dnd-kit-*.mjs).
const logicFile = /from "\.\/(dndLogic-[\w-]+\.mjs)"/.exec(readFileSync(join(dist, 'dnd-kit-BTI-JB-N.mjs'), 'utf8'))![1]!;
type Check = (args: Record<string, unknown>) => boolean;
const logic = (await import(join(dist, logicFile))) as Record<string, Check>;
// chunk exports: r = canDropOnRule, i = canDropOnRuleGroup
const canDropOnRule = logic.r!;
const canDropOnRuleGroup = logic.i!;
const schema = { qbId: 'qb1', independentCombinators: false };
const rule = (field: string, path: number[], qbId = 'qb1') => ({ field, operator: '=', value: '', path, qbId });

/** Each updateWhileDragging adapter's code, and the part of it that computes the hover preview. */
const previewCode = () =>
  ['dnd-kit-BTI-JB-N.mjs', 'pragmatic-dnd-D_72SNJ4.mjs'].map(file => {
    const code = readFileSync(join(dist, file), 'utf8');
    const start = code.indexOf('const updatePreviewPosition');
    return { file, code, preview: code.slice(start, code.indexOf('computeShadowQuery({', start)) };
  });

describe('dnd', () => {
  it('dnd › intro: each release pins react-querybuilder to its own exact version as a peer dependency', () => {
    expect(pkg.version).toBe('8.22.4');
    expect(pkg.peerDependencies['react-querybuilder']).toBe('8.22.4');
  });

  it('dnd › Refuse a drop with canDrop: canDrop receives only { dragging, hovering } (no groupItems)', () => {
    const canDrop = vi.fn(() => true);
    canDropOnRule({ dragging: rule('age', [0]), path: [2], schema, canDrop, groupModeModifierKey: 'ctrl', disabled: false, rule: rule('firstName', [2]) });
    expect(canDrop).toHaveBeenCalledTimes(1);
    expect(Object.keys((canDrop.mock.calls[0] as unknown[])[0] as object).sort()).toEqual(['dragging', 'hovering']);
  });

  it('dnd › Refuse a drop with canDrop: hovering carries the target path and qbId', () => {
    const canDrop = vi.fn(() => true);
    canDropOnRule({ dragging: rule('age', [0]), path: [2], schema, canDrop, groupModeModifierKey: 'ctrl', disabled: false, rule: { field: 'x', operator: '=', value: '' } });
    const { hovering } = (canDrop.mock.calls[0] as unknown as [{ hovering: { path: number[]; qbId: string } }])[0];
    expect(hovering).toMatchObject({ field: 'x', path: [2], qbId: 'qb1' });
  });

  it('dnd › Refuse a drop with canDrop: your canDrop runs first, even for a rule onto its own position', () => {
    const canDrop = vi.fn(() => true);
    const ok = canDropOnRule({ dragging: rule('age', [1]), path: [1], schema, canDrop, groupModeModifierKey: 'ctrl', disabled: false, rule: rule('age', [1]) });
    expect(canDrop).toHaveBeenCalledTimes(1);
    expect(ok).toBe(false);
  });

  it('dnd › Refuse a drop with canDrop: your canDrop runs first, even for a group into itself', () => {
    const canDrop = vi.fn(() => true);
    const group = { combinator: 'and', rules: [], path: [0], qbId: 'qb1' };
    const ok = canDropOnRuleGroup({ dragging: group, path: [0], schema, canDrop, disabled: false, ruleGroup: group });
    expect(canDrop).toHaveBeenCalledTimes(1);
    expect(ok).toBe(false);
  });

  it('dnd › Refuse a drop with canDrop: over a nested group header, hovering is that group, with a path of length 1', () => {
    const canDrop = vi.fn(() => true);
    const nested = { combinator: 'and', rules: [] };
    canDropOnRuleGroup({ dragging: rule('age', [0]), path: [1], schema, canDrop, disabled: false, ruleGroup: nested });
    const { hovering } = (canDrop.mock.calls[0] as unknown as [{ hovering: { path: number[]; rules: unknown[] } }])[0];
    expect(hovering.path).toEqual([1]);
    expect(Array.isArray(hovering.rules)).toBe(true);
  });

  it('dnd › Refuse a drop with canDrop: the sample keeps age rules out of a nested group header and off nested rules', () => {
    const isRuleGroup = (x: { rules?: unknown }) => Array.isArray(x.rules);
    const sample = ({ dragging, hovering }: { dragging: any; hovering: any }) => {
      if (isRuleGroup(dragging) && dragging.qbId !== hovering.qbId) return false;
      const intoNestedGroup = hovering.path.length > 1 || (isRuleGroup(hovering) && hovering.path.length > 0);
      if (!isRuleGroup(dragging) && dragging.field === 'age' && intoNestedGroup) return false;
      return true;
    };
    const nested = { combinator: 'and', rules: [] };
    expect(canDropOnRuleGroup({ dragging: rule('age', [0]), path: [1], schema, canDrop: sample, disabled: false, ruleGroup: nested })).toBe(false);
    expect(canDropOnRule({ dragging: rule('age', [0]), path: [1, 0], schema, canDrop: sample, groupModeModifierKey: 'ctrl', disabled: false, rule: rule('x', [1, 0]) })).toBe(false);
    expect(canDropOnRule({ dragging: rule('age', [0]), path: [2], schema, canDrop: sample, groupModeModifierKey: 'ctrl', disabled: false, rule: rule('x', [2]) })).toBe(true);
  });

  it('dnd › Refuse a drop with canDrop: the old sample (path length only) let an age rule into a nested group header', () => {
    const old = ({ dragging, hovering }: { dragging: any; hovering: any }) => !(dragging.field === 'age' && hovering.path.length > 1);
    const nested = { combinator: 'and', rules: [] };
    expect(canDropOnRuleGroup({ dragging: rule('age', [0]), path: [1], schema, canDrop: old, disabled: false, ruleGroup: nested })).toBe(true);
  });

  it('dnd › Preview while dragging: no adapter ever assigns the onDragMove ref, so onDragMove is never called', () => {
    for (const file of ['dnd-kit-BTI-JB-N.mjs', 'pragmatic-dnd-D_72SNJ4.mjs']) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code).toContain('onDragMoveRef.current?.(');
      expect(code).not.toMatch(/onDragMoveRef\.current\s*=/);
    }
  });

  it('dnd › Preview while dragging: the updateWhileDragging preview reads Ctrl and Alt, not groupModeModifierKey or copyModeModifierKey', () => {
    for (const { file, preview } of previewCode()) {
      expect(preview, file).toContain('isHotkeyPressed("ctrl")');
      expect(preview, file).toContain('isHotkeyPressed(currentPreview.dropEffect === "copy" ? "alt" : "")');
      expect(preview, file).not.toMatch(/ModifierKey/);
    }
  });

  it('dnd › Preview while dragging: the preview honours the hover delays (timer refs set by groupModeAfterHoverMs and copyModeAfterHoverMs)', () => {
    for (const { file, code, preview } of previewCode()) {
      expect(preview, file).toContain('timerGroupModeRef.current ||');
      expect(preview, file).toContain('timerCopyModeRef.current ||');
      expect(code, file).toMatch(/groupModeAfterHoverMs > 0\)[\s\S]{0,80}timerGroupModeRef\.current = true/);
    }
  });
});
