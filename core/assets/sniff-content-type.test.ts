import { describe, expect, it } from 'vitest';
import { sampleImage, samples } from './sample-files.test-support.ts';
import { detectContentType, sniffContentType, textCheck } from './sniff-content-type.ts';

const typeOf = (bytes: Uint8Array, name: string) => detectContentType(bytes, name)?.contentType ?? null;

describe('sniffContentType', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)('recognises a real %s image', async (format) => {
    expect(detectContentType(await sampleImage(format), 'x')).toEqual({
      contentType: `image/${format}`,
      kind: 'image',
      text: false,
    });
  });

  it('recognises documents, archives and videos by their magic numbers, whatever their names', () => {
    expect(typeOf(samples.pdf, 'notice')).toBe('application/pdf');
    expect(typeOf(samples.zip, 'agent.zip')).toBe('application/zip');
    expect(typeOf(samples.gzip, 'agent.tar.gz')).toBe('application/gzip');
    expect(typeOf(samples.tar, 'agent.tar')).toBe('application/x-tar');
    expect(typeOf(samples.mp4, 'demo.mp4')).toBe('video/mp4');
    expect(typeOf(samples.webm, 'demo.webm')).toBe('video/webm');
    expect(detectContentType(samples.zip, 'x')?.kind).toBe('file');
  });

  it('tells the truth about a file that lies about its type: a .png that is a ZIP is a ZIP', () => {
    expect(detectContentType(samples.zip, 'photo.png')).toEqual({
      contentType: 'application/zip',
      kind: 'file',
      text: false,
    });
  });

  it('refuses executables, whatever their names', () => {
    expect(typeOf(samples.windowsExe, 'setup.zip')).toBeNull();
    expect(typeOf(samples.windowsExe, 'setup.exe')).toBeNull();
    expect(typeOf(samples.elf, 'agent.txt')).toBeNull();
  });

  it('refuses SVG, XML and HTML, which can carry script, even named as text', () => {
    expect(typeOf(samples.svg, 'logo.svg')).toBeNull();
    expect(typeOf(samples.svg, 'logo.txt')).toBeNull();
    expect(typeOf(samples.xmlSvg, 'logo.md')).toBeNull();
    expect(typeOf(samples.html, 'page.md')).toBeNull();
  });

  it('accepts UTF-8 text, typed by its name among text types only', () => {
    expect(typeOf(samples.markdown, 'README.md')).toBe('text/markdown; charset=utf-8');
    expect(typeOf(samples.csv, 'prices.csv')).toBe('text/csv; charset=utf-8');
    expect(typeOf(samples.json, 'config.json')).toBe('application/json');
    expect(typeOf(samples.yaml, 'agent.yml')).toBe('application/yaml; charset=utf-8');
    expect(typeOf(samples.yaml, 'notes')).toBe('text/plain; charset=utf-8');
    // Named .json but not JSON: plain text, as the content says.
    expect(typeOf(samples.csv, 'prices.json')).toBe('text/plain; charset=utf-8');
    // A binary never becomes acceptable by its name.
    expect(typeOf(samples.windowsExe, 'README.md')).toBeNull();
  });

  it('refuses text that is not UTF-8 or holds NUL bytes, and an empty file', () => {
    expect(typeOf(samples.latin1, 'notes.txt')).toBeNull();
    expect(typeOf(samples.withNul, 'notes.txt')).toBeNull();
    expect(sniffContentType(new Uint8Array(), 'empty.txt')).toBeNull();
  });
});

describe('textCheck', () => {
  it('accepts a character split between two chunks, and refuses bad bytes after a good head', () => {
    const e = new TextEncoder().encode('é'); // two bytes
    const split = textCheck();
    expect(split.push(new Uint8Array([0x61, e[0]!]))).toBe(true);
    expect(split.push(new Uint8Array([e[1]!, 0x62]))).toBe(true);
    expect(split.end()).toBe(true);

    const cut = textCheck();
    expect(cut.push(new Uint8Array([0x61, e[0]!]))).toBe(true);
    expect(cut.end()).toBe(false);

    const late = textCheck();
    expect(late.push(new TextEncoder().encode('fine so far'))).toBe(true);
    expect(late.push(new Uint8Array([0x00]))).toBe(false);
    expect(late.end()).toBe(false);
  });

  it('checks a whole file past the sniffed head', () => {
    const text = new Uint8Array([...new TextEncoder().encode('a'.repeat(5000)), 0xff]);
    expect(sniffContentType(text.subarray(0, 4096), 'long.txt')?.text).toBe(true);
    expect(detectContentType(text, 'long.txt')).toBeNull();
  });
});
