import { describe, expect, it } from 'vitest';
import { appendInSlices } from './appendInSlices';

const link = (href: string) => {
  const element = document.createElement('link');
  element.href = href;
  return element;
};
const hrefs = (parent: Element) =>
  [...parent.querySelectorAll('link')].map((l) => new URL(l.href).pathname);
const tasks = (count: number) =>
  new Promise<void>((done) => {
    let left = count;
    const tick = () => (left-- > 0 ? setTimeout(tick, 0) : done());
    tick();
  });

describe('appendInSlices', () => {
  it('appends what start appends in order, a slice per task, and restores appendChild', async () => {
    const parent = document.createElement('div');
    const own = parent.appendChild;
    appendInSlices(
      parent,
      () => {
        for (let i = 0; i < 7; i += 1) parent.appendChild(link(`/${i}.js`));
      },
      3,
    );
    expect(parent.appendChild).toBe(own);
    expect(hrefs(parent)).toEqual(['/0.js', '/1.js', '/2.js']);
    await tasks(6);
    expect(hrefs(parent)).toEqual(['/0.js', '/1.js', '/2.js', '/3.js', '/4.js', '/5.js', '/6.js']);
  });

  it('appends three a task by default', async () => {
    const parent = document.createElement('div');
    appendInSlices(parent, () => {
      for (let i = 0; i < 5; i += 1) parent.appendChild(link(`/${i}.js`));
    });
    expect(hrefs(parent)).toEqual(['/0.js', '/1.js', '/2.js']);
    await tasks(4);
    expect(hrefs(parent)).toEqual(['/0.js', '/1.js', '/2.js', '/3.js', '/4.js']);
  });

  it('restores appendChild and appends what came before start threw', () => {
    const parent = document.createElement('div');
    const own = parent.appendChild;
    expect(() =>
      appendInSlices(parent, () => {
        parent.appendChild(link('/a.js'));
        throw new Error('no chunk');
      }),
    ).toThrow('no chunk');
    expect(parent.appendChild).toBe(own);
    expect(hrefs(parent)).toEqual(['/a.js']);
  });
});
