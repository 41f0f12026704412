import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('counts an IPv6 address by its /64, whatever its spelling', () => {
    const one = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:0:0:0:1')).toBe(one);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(one);
  });

  it('counts an IPv4 address whole, also when it arrives mapped into IPv6', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.8')).not.toBe('192.0.2.7');
  });
});
