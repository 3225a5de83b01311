// The questions the search benchmarks ask (search.mjs, search-hits.mjs), one of each kind a person
// types: a common and a rare word, two words, prefixes, accents typed or not, a typo. search.mjs's bare
// route sends the first one's answer.
export const QUERIES = [
  { label: '1 word, common', q: 'họp' },
  { label: '1 word, rare', q: 'kubernetes' },
  { label: '2 words', q: 'design review' },
  { label: 'prefix', q: 'thi' },
  { label: 'accented', q: 'tài liệu' },
  { label: 'unaccented', q: 'tai lieu' },
  { label: 'typo', q: 'presentaton' },
  { label: '2-letter prefix (typing)', q: 'th' },
];
