import { describe, expect, it } from 'vitest';
import { nameForType, sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName', () => {
  it('keeps the last path segment, drops control and reserved characters, and refuses an empty name', () => {
    expect(sanitizeFileName(encodeURIComponent('Agent RAG – v2.zip'))).toBe('Agent RAG – v2.zip');
    expect(sanitizeFileName(encodeURIComponent('../../etc/passwd'))).toBe('passwd');
    expect(sanitizeFileName(encodeURIComponent('C:\\Users\\me\\notes.txt'))).toBe('notes.txt');
    expect(sanitizeFileName(encodeURIComponent('a\u0000b\u202e<c>.txt'))).toBe('a_b__c_.txt');
    expect(sanitizeFileName(encodeURIComponent('  .hidden.  '))).toBe('hidden');
    expect(() => sanitizeFileName('')).toThrow(expect.objectContaining({ code: 'file_name_missing' }));
    expect(() => sanitizeFileName('%E0%A4%A')).toThrow(expect.objectContaining({ code: 'file_name_invalid' }));
  });

  it('cuts a long name and keeps its extension', () => {
    const name = sanitizeFileName(encodeURIComponent(`${'é'.repeat(300)}.tar.gz`));
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('é.gz')).toBe(true);
  });
});

describe('nameForType', () => {
  it('makes the extension match the stored type', () => {
    expect(nameForType('photo.png', 'application/zip')).toBe('photo.png.zip');
    expect(nameForType('Photo.JPEG', 'image/jpeg')).toBe('Photo.JPEG');
    expect(nameForType('agent.tar.gz', 'application/gzip')).toBe('agent.tar.gz');
    expect(nameForType('run.bat', 'text/plain; charset=utf-8')).toBe('run.bat.txt');
    expect(nameForType('train.py', 'text/plain; charset=utf-8')).toBe('train.py');
  });
});
