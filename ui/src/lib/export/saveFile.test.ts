import { afterEach, describe, expect, it, vi } from 'vitest';

// Every UI test saves files into a stand-in (testing/setup.ts); this one checks the real thing.
const { saveBlob, saveFile } = await vi.importActual<typeof import('./saveFile')>('./saveFile');

describe('saving a file', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a link that downloads the address under the file name, and leaves no link behind', () => {
    const clicked: { href: string; download: string; rel: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, rel: this.rel });
    });

    saveFile('data:image/png;base64,AAAA', 'codigo-qr.png');

    expect(clicked).toEqual([{ href: 'data:image/png;base64,AAAA', download: 'codigo-qr.png', rel: 'noopener' }]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('downloads a blob through an object address, revoked only a minute after the click', () => {
    vi.useFakeTimers();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const revoke = vi.fn();
    // jsdom has no object addresses: the two functions are lent for this test only.
    const jsdoms = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:lavado/1';
    URL.revokeObjectURL = revoke;
    try {
      saveBlob(new Blob(['{}'], { type: 'application/json' }), 'datos.json');

      expect(clicked).toEqual(['datos.json']);
      vi.advanceTimersByTime(59_000);
      expect(revoke).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(revoke).toHaveBeenCalledWith('blob:lavado/1');
    } finally {
      URL.createObjectURL = jsdoms.create;
      URL.revokeObjectURL = jsdoms.revoke;
    }
  });
});
