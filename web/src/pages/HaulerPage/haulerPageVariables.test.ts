import { describe, expect, it } from '@jest/globals';
import { globalId, haulerPageVariables } from './haulerPageVariables.ts';

const admin = { roles: ['Super Admin'], permissions: [] };
const reader = { roles: [], permissions: ['read:hauler'] };

describe('hauler page variables', () => {
  it('reads the selection from the URL as global ids', () => {
    expect(haulerPageVariables('7', new URLSearchParams('region=3'), admin)).toEqual({
      id: '7',
      regionId: btoa('Region:3'),
      zoneId: '',
      withRegion: true,
      withZone: false,
      canEdit: true,
    });
    const zone = haulerPageVariables('7', new URLSearchParams('zone=12'), reader);
    expect(zone).toMatchObject({ zoneId: btoa('Zone:12'), withZone: true, withRegion: false });
    expect(zone.canEdit).toBe(false);
  });

  it('passes global ids through', () => {
    expect(globalId('Zone', btoa('Zone:4'))).toBe(btoa('Zone:4'));
  });
});
