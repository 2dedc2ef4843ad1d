/** `npm run table`'s settings (bin/table.ts): each read as the relay will use it, and a clear message for a bad one. */
import { describe, expect, it } from 'vitest';
import { databaseShown, parseDatabaseUrl, parseHost, parseHosts, parseKeepDays, parseLedgerMb, parseOrigins, parsePort, parseRedisUrl } from '../../bin/table';

describe('npm run table settings', () => {
  it('PORT: 4174 by default, a port number, else a message', () => {
    expect(parsePort(undefined)).toBe(4174);
    expect(parsePort('8080')).toBe(8080);
    expect(() => parsePort('80a')).toThrow('PORT must be a port number (1–65535), not "80a".');
    expect(() => parsePort('70000')).toThrow(/PORT must be/);
  });

  it('TABLE_KEEP_DAYS: 30 by default, a positive number of days up to ten years', () => {
    expect(parseKeepDays(undefined)).toBe(30);
    expect(parseKeepDays('7')).toBe(7);
    expect(parseKeepDays('0.5')).toBe(0.5);
    for (const bad of ['0', '-1', 'soon', '4000']) expect(() => parseKeepDays(bad)).toThrow(/TABLE_KEEP_DAYS must be a number of days/);
  });

  it('TABLE_LEDGER_MB: 16 MB by default, in bytes, from one shard (1 MB) to 1024', () => {
    expect(parseLedgerMb(undefined)).toBe(16 * 1024 * 1024);
    expect(parseLedgerMb('64')).toBe(64 * 1024 * 1024);
    expect(parseLedgerMb('1.5')).toBe(1.5 * 1024 * 1024);
    expect(() => parseLedgerMb('lots')).toThrow('TABLE_LEDGER_MB must be a number of megabytes (1 to 1024), not "lots".');
    for (const bad of ['0', '0.5', '-3', '2000']) expect(() => parseLedgerMb(bad)).toThrow(/TABLE_LEDGER_MB must be/);
  });

  it('REDIS_URL: none by default, a redis:// or rediss:// address', () => {
    expect(parseRedisUrl(undefined)).toBeUndefined();
    expect(parseRedisUrl('')).toBeUndefined();
    expect(parseRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(parseRedisUrl('rediss://cache.example.org:6380/2')).toBe('rediss://cache.example.org:6380/2');
    expect(() => parseRedisUrl('127.0.0.1:6379')).toThrow(/REDIS_URL must/);
    expect(() => parseRedisUrl('http://127.0.0.1:6379')).toThrow('REDIS_URL must start with redis:// or rediss://, not "http://127.0.0.1:6379".');
  });

  it('DATABASE_URL: none by default (SQLite), a postgres:// address, never echoed with its password', () => {
    expect(parseDatabaseUrl(undefined)).toBeUndefined();
    expect(parseDatabaseUrl('')).toBeUndefined();
    expect(parseDatabaseUrl('postgres://ledger:s3cret@db.internal:5432/tables')).toBe('postgres://ledger:s3cret@db.internal:5432/tables');
    expect(parseDatabaseUrl('postgresql://127.0.0.1/tables')).toBe('postgresql://127.0.0.1/tables');
    expect(() => parseDatabaseUrl('s3cret db.internal')).toThrow('DATABASE_URL must be an address like postgres://user:password@127.0.0.1:5432/tables.');
    expect(() => parseDatabaseUrl('mysql://ledger:s3cret@db/tables')).toThrow('DATABASE_URL must start with postgres:// or postgresql://, not "mysql://…".');
    expect(databaseShown('postgres://ledger:s3cret@db.internal:5432/tables')).toBe('db.internal:5432/tables');
  });

  it('HOST: every interface by default, else one address to listen on', () => {
    expect(parseHost(undefined)).toBe('0.0.0.0');
    expect(parseHost('127.0.0.1')).toBe('127.0.0.1');
    expect(parseHost('::')).toBe('::');
    expect(parseHost('localhost')).toBe('localhost');
    for (const bad of ['relay.example.org', '127.0.0.1:4174', 'http://127.0.0.1', '300.1.1.1'])
      expect(() => parseHost(bad)).toThrow(/HOST must be an address to listen on/);
  });

  it('TABLE_HOSTS: none by default, host names separated by commas, lower-cased', () => {
    expect(parseHosts(undefined)).toEqual([]);
    expect(parseHosts(' Relay.Example.org , ledger.example.net')).toEqual(['relay.example.org', 'ledger.example.net']);
    for (const bad of ['https://relay.example.org', 'relay.example.org:443', 'relay.example.org/sync', 'a b', ','])
      expect(() => parseHosts(bad)).toThrow(/TABLE_HOSTS holds host names/);
  });

  it('TABLE_ORIGINS: none by default, origins separated by commas, nothing that is not an origin', () => {
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins(' https://app.example.org , http://192.168.1.5:4174')).toEqual(['https://app.example.org', 'http://192.168.1.5:4174']);
    for (const bad of ['https://app.example.org/', 'app.example.org', 'ws://x.org', 'https://a.org/path', '*'])
      expect(() => parseOrigins(bad)).toThrow(/TABLE_ORIGINS holds origins/);
  });
});
