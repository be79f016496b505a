import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../web/app/lib/config.ts';
import { provider } from './provider.ts';

describe('the provider facts', () => {
  it('are the ones the site shows', () => {
    expect(provider.name).toBe(siteConfig.companyName);
    expect(provider.kvkNumber).toBe(siteConfig.kvkNumber);
    expect(provider.vatId).toBe(siteConfig.vatId);
    expect(provider.email).toBe(siteConfig.contactEmail);
    expect(provider.phone).toBe(siteConfig.phone);
    expect({ street: provider.street, postalCode: provider.postalCode, city: provider.city }).toEqual(
      siteConfig.address,
    );
  });
});
