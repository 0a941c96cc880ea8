import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStorage } from '../storage';
import { FRAME_COLOURS_KEY, operatorFrameColours, rememberFrameColours } from './frameColours';

describe('first-paint frame colours', () => {
  it("are the operator's dark theme's body, skeleton, border and text colours", () => {
    const colours = operatorFrameColours({ scheme: 'dark', brand: '#f0b90b' });
    expect(colours).toEqual({
      body: '#0f1115',
      skeleton: '#3b3d41',
      border: '#515357',
      scheme: 'dark',
      // The login and quotes frames' texts and search field.
      text: '#eceef2',
      muted: '#a5a7ab',
      surface: '#181b21',
      field: '#898b8f',
    });
  });

  it('are none (the frame keeps its light colours) without operator seeds or with invalid ones', () => {
    expect(operatorFrameColours(undefined)).toBeNull();
    expect(operatorFrameColours({ scheme: 'sepia' })).toBeNull();
  });

  it('are saved for the next start, and forgotten when the operator goes back to light', () => {
    const storage = createMemoryKeyValueStorage();
    rememberFrameColours(storage, operatorFrameColours({ scheme: 'dark', brand: '#f0b90b' }));
    expect(JSON.parse(storage.getItem(FRAME_COLOURS_KEY)!)).toMatchObject({ body: '#0f1115' });
    rememberFrameColours(storage, null);
    expect(storage.getItem(FRAME_COLOURS_KEY)).toBeNull();
  });
});
