import { describe, expect, it } from 'vitest';
import { chineseLiterals } from '../../scripts/check-literals.ts';

describe('the Chinese-literal lint check', () => {
  it('finds Chinese in strings, templates and JSX text, with its line', () => {
    const source = [
      "const a = '登录';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const b = `第${n}页`;',
      'const c = <p>你好</p>;',
      "const d = 'login';",
      '// 注释不算',
      '/** 文档注释也不算 */',
    ].join('\n');
    expect(chineseLiterals('x.tsx', source).map((f) => [f.line, f.text])).toEqual([
      [1, '登录'],
      [2, '第'],
      [2, '页'],
      [3, '你好'],
    ]);
  });

  it('finds nothing in a file without Chinese text', () => {
    expect(chineseLiterals('y.ts', 'export const t = (k: string) => k; // 中文注释\n')).toEqual([]);
  });
});
