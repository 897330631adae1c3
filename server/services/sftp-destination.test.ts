import { describe, expect, it } from 'vitest';
import { checkedSftpAddress, isNonPublicAddress, sftpDestination } from './sftp-destination';

describe('isNonPublicAddress', () => {
  it('names loopback, link-local, private, reserved and their IPv6 forms', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '100.64.1.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:c0a8:0101::1',
      'not-an-address',
    ])
      expect(isNonPublicAddress(a), a).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const a of ['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isNonPublicAddress(a), a).toBe(false);
  });
});

describe('checkedSftpAddress', () => {
  it('checks every address a name resolves to, unless private addresses are allowed', async () => {
    const resolve = async () => ['8.8.8.8', '10.0.0.7'];
    await expect(checkedSftpAddress('files.carrier.example', false, resolve)).rejects.toMatchObject({
      code: 'SFTP_ADDRESS_REFUSED',
    });
    await expect(checkedSftpAddress('files.carrier.example', true, resolve)).resolves.toBe('8.8.8.8');
    await expect(checkedSftpAddress('[::1]', false)).rejects.toMatchObject({ code: 'SFTP_ADDRESS_REFUSED' });
    const failing = async () => Promise.reject(new Error('ENOTFOUND'));
    await expect(checkedSftpAddress('nowhere.invalid', false, failing)).rejects.toMatchObject({
      code: 'SFTP_HOST_UNKNOWN',
    });
  });

  it('writes a destination as staff approve it', () => {
    expect(sftpDestination({ host: 'h.example', port: 22, username: 'u', remoteDir: 'in' })).toBe(
      'sftp://u@h.example:22/in',
    );
  });
});
