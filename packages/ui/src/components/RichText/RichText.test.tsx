import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText, sanitizeHtml } from './RichText';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a>' +
      '<a href="JaVaScRiPt:alert(4)">bad2</a>' +
      '<svg><script>alert(5)</script></svg>' +
      '<iframe src="https://evil.example"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script/i);
    expect(clean).not.toMatch(/onclick|onerror/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/iframe/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps safe formatting and links, and removes inline styles and data: links', () => {
    const clean = sanitizeHtml(
      '<h2>Title</h2><p style="font-weight:bold"><strong>bold</strong> <a href="https://example.com" target="_blank">ok</a> <a href="data:text/html,x">d</a></p>',
    );
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).not.toContain('style=');
    expect(clean).not.toContain('data:text/html');
  });
});

describe('RichText', () => {
  it('renders only sanitised markup into the DOM', () => {
    const { container } = render(
      <RichText html={'<p>Notice</p><img src="x" onerror="window.__pwned = true">'} />,
    );
    expect(container.querySelector('p')?.textContent).toBe('Notice');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('RichText under Trusted Types', () => {
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
    vi.resetModules();
  });

  it('hands the DOM a TrustedHTML from DOMPurify’s policy, never a plain string', async () => {
    // A browser with Trusted Types (jsdom has none): record the policies made and what they made.
    class FakeTrustedHTML {
      constructor(readonly html: string) {}
      toString() {
        return this.html;
      }
    }
    const policies: string[] = [];
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createHTML: (s: string) => string }) => {
        policies.push(name);
        return {
          createHTML: (s: string) => new FakeTrustedHTML(rules.createHTML(s)),
          createScriptURL: (s: string) => s,
        };
      },
    };
    vi.resetModules();
    const { RichText: FreshRichText, sanitizeForDom } = await import('./RichText');
    const trusted = sanitizeForDom('<p onclick="x()">Notice</p>');
    expect(trusted).toBeInstanceOf(FakeTrustedHTML);
    expect(String(trusted)).toBe('<p>Notice</p>');
    expect(policies).toContain('dompurify');

    const sink = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    render(<FreshRichText html="<p>Hello <b>trader</b></p>" />);
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink.mock.calls[0]![0]).toBeInstanceOf(FakeTrustedHTML);
    sink.mockRestore();
  });
});
