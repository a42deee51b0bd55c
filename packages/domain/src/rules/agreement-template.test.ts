import { describe, expect, it } from 'vitest';
import { DEFAULT_AGREEMENT_TEMPLATE, fillAgreementTemplate, findTemplateProblem, listTemplatePlaceholders, type AgreementFields } from './agreement-template.ts';

const FIELDS: AgreementFields = {
  brand: 'Indiwave',
  artist_name: 'Asha Menon',
  artist_email: 'asha@example.com',
  release_title: 'Rain Songs',
  release: 'An album titled "Rain Songs" by Asha Menon, to be released on 2031-02-01, with these recordings:',
  recordings: '   1. "Monsoon" by Asha Menon\n   2. "Petrichor" by Asha Menon',
  stores: 'Spotify, JioSaavn',
  territories: 'Worldwide',
};

describe('agreement templates', () => {
  it('the default template uses every required placeholder and no unknown one', () => {
    expect(findTemplateProblem(DEFAULT_AGREEMENT_TEMPLATE)).toBeNull();
    expect(listTemplatePlaceholders(DEFAULT_AGREEMENT_TEMPLATE)).toEqual(['release_title', 'artist_name', 'artist_email', 'brand', 'release', 'recordings', 'stores', 'territories']);
  });

  it('names the first unknown placeholder, then the first missing one', () => {
    expect(findTemplateProblem('{{artist_name}} {{release}} {{recordings}} {{stores}} {{territories}} {{royalty_rate}}')).toEqual({ kind: 'unknown', placeholder: 'royalty_rate' });
    expect(findTemplateProblem('{{artist_name}} {{release}} {{recordings}} {{territories}}')).toEqual({ kind: 'missing', placeholder: 'stores' });
    expect(findTemplateProblem('No placeholders at all')).toEqual({ kind: 'missing', placeholder: 'artist_name' });
  });

  it('fills every placeholder, spaces inside the braces allowed, and never reads a filled fact as a placeholder', () => {
    const text = fillAgreementTemplate('{{ artist_name }} releases {{release_title}} on {{stores}}.', { ...FIELDS, release_title: '{{artist_email}}' });
    expect(text).toBe('Asha Menon releases {{artist_email}} on Spotify, JioSaavn.');
    const filled = fillAgreementTemplate(DEFAULT_AGREEMENT_TEMPLATE, FIELDS);
    expect(filled).toContain('Between Asha Menon <asha@example.com> (the Artist) and Indiwave (the Distributor).');
    expect(filled).toContain('1. The release. An album titled "Rain Songs"');
    expect(filled).toContain('   2. "Petrichor" by Asha Menon\n\n2. Grant.');
    expect(filled).not.toMatch(/\{\{/);
  });
});
