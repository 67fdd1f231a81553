import { describe, expect, it } from 'vitest';
import { classesOf, criticalStylesheet, elementsOf } from './critical-css.server';

// The shape Tailwind writes: a licence, the utilities' defaults, the theme's variables,
// the reset, utilities (some under media queries and feature queries), @property.
const STYLESHEET = [
  '/*! tailwindcss v4 | MIT License */',
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-blur:initial}}}',
  '@layer theme{:root,:host{--color-bay-700:#135675;--color-sand-50:#fdf8ef;--font-sans:Inter,sans-serif;--font-mono:Menlo,monospace;--default-font-family:var(--font-sans);--default-mono-font-family:var(--font-mono)}}',
  '@layer base{html,:host{font-family:var(--default-font-family)}a{color:inherit}',
  'code,kbd,pre{font-family:var(--default-mono-font-family)}',
  ':-moz-focusring:where(:not(iframe)){outline:auto}',
  ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}',
  '[hidden]:where(:not([hidden=until-found])){display:none!important}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.text-bay-700{color:var(--color-bay-700)}',
  '.bg-sand-50{background-color:var(--color-sand-50)}',
  '.shadow-sm{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}',
  '.aspect-\\[16\\/10\\]{aspect-ratio:16/10}',
  '.\\[\\&\\>svg\\]\\:h-4>svg{height:1rem}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}',
  '@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}.hover\\:bg-sand-50:hover{background-color:var(--color-sand-50)}}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const critical = criticalStylesheet(STYLESHEET);

describe('the rules a page needs', () => {
  it('keeps the rules of the classes the page uses, in the stylesheet order, and every rule without a class', () => {
    const css = critical.forClasses(new Set(['flex', 'text-bay-700']));
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.text-bay-700{color:var(--color-bay-700)}');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('.bg-sand-50');
    // The licence, the reset, the layer order and keyframes are kept whatever the page uses.
    expect(css.startsWith('/*! tailwindcss v4 | MIT License */')).toBe(true);
    expect(css).toContain('a{color:inherit}');
    expect(css).toContain('@layer components;');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(css.indexOf('.flex{')).toBeLessThan(css.indexOf('.text-bay-700{'));
  });

  it('writes a media or feature query only around rules it keeps', () => {
    expect(critical.forClasses(new Set(['flex']))).not.toContain('@media');
    const css = critical.forClasses(new Set(['hover:underline']));
    expect(css).toContain('@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}');
    expect(css).not.toContain('min-width:40rem');
  });

  it('keeps the theme variables and property defaults that kept rules read, and those they read in turn', () => {
    const plain = critical.forClasses(new Set(['flex']));
    // The reset reads the font through --default-font-family, which reads --font-sans.
    expect(plain).toContain(
      ':root,:host{--font-sans:Inter,sans-serif;--font-mono:Menlo,monospace;--default-font-family:var(--font-sans);--default-mono-font-family:var(--font-mono)}',
    );
    expect(plain).not.toContain('--color-bay-700');
    expect(plain).not.toContain('@property');
    expect(plain).not.toContain('--tw-shadow');

    const shadowed = critical.forClasses(new Set(['shadow-sm']));
    expect(shadowed).toContain('@property --tw-shadow{');
    expect(shadowed).toContain('@property --tw-ring-shadow{');
    expect(shadowed).not.toContain('@property --tw-blur');
    expect(shadowed).toContain('*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}');
  });

  it('reads escaped class names as HTML writes them', () => {
    const html =
      '<div class="aspect-[16/10] [&amp;&gt;svg]:h-4"><ul class="space-y-2"></ul><p class="hover:bg-sand-50 sm:grid">x</p></div>';
    expect(classesOf(html)).toEqual(
      new Set(['aspect-[16/10]', '[&>svg]:h-4', 'space-y-2', 'hover:bg-sand-50', 'sm:grid']),
    );
    const css = critical.forHtml(html);
    expect(css).toContain('.aspect-\\[16\\/10\\]{aspect-ratio:16/10}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:h-4>svg{height:1rem}');
    expect(css).toContain(':where(.space-y-2>:not(:last-child))');
    expect(css).toContain('.hover\\:bg-sand-50:hover{background-color:var(--color-sand-50)}');
    expect(css).toContain('--color-sand-50:#fdf8ef');
    expect(css).toContain('@media (min-width:40rem){.sm\\:grid{display:grid}}');
  });

  it('keeps an element’s rule only on a page having the elements one of its selectors styles', () => {
    const html = '<div class="flex"><a href="/">x</a><select><option>y</option></select></div>';
    expect(elementsOf(html)).toEqual(new Set(['div', 'a', 'select', 'option']));
    const css = critical.forHtml(html);
    expect(css).toContain('a{color:inherit}');
    // No code, kbd or pre on the page: neither their rule nor the font variables it reads.
    expect(css).not.toContain('code,kbd,pre');
    expect(css).not.toContain('--font-mono');
    // A select but no optgroup; what a selector names inside :not() or :where() styles nothing.
    expect(css).not.toContain('optgroup');
    expect(css).toContain(':-moz-focusring:where(:not(iframe)){outline:auto}');
    expect(css).toContain('[hidden]:where(');
    // Keyframes' steps are no elements.
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');

    const withCode = critical.forHtml('<pre><code class="flex">x</code></pre>');
    expect(withCode).toContain('code,kbd,pre{font-family:var(--default-mono-font-family)}');
    expect(withCode).toContain('--font-mono:Menlo,monospace');
    // Without a page's elements (a set of classes alone), every element's rule is kept.
    expect(critical.forClasses(new Set(['flex']))).toContain('optgroup');
  });

  it('ignores text that only looks like a class attribute inside a script', () => {
    const html = '<p class="flex">x</p><script>window.data = "{\\"class\\":\\"hidden\\"} class=\\"hidden\\""</script>';
    expect(classesOf(html)).toEqual(new Set(['flex']));
  });

  it('gives pages with the same classes and elements the same rules, and a page with others its own', () => {
    const sheet = criticalStylesheet(STYLESHEET);
    const list = '<div class="flex text-bay-700"><p class="flex">One</p></div>';
    const first = sheet.forHtml(list);
    // Other text, another order and a class the stylesheet has no rule for change nothing.
    expect(sheet.forHtml('<div class="text-bay-700 flex not-in-the-stylesheet"><p>Two</p></div>')).toBe(first);
    const other = sheet.forHtml('<div class="flex shadow-sm"><pre>x</pre></div>');
    expect(other).not.toBe(first);
    expect(other).toContain('.shadow-sm{');
    expect(other).toContain('code,kbd,pre{');
    expect(other).not.toContain('.text-bay-700{');
    // A second page with the first page's classes gets the first page's rules again.
    expect(sheet.forHtml(list)).toBe(first);
    expect(sheet.forHtml(list)).toBe(sheet.forClasses(classesOf(list), elementsOf(list)));
  });
});
