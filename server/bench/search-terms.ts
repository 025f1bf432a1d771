// What shoppers type, for the search figures of `npm run bench:api` and `npm run bench`'s api section:
// English and Arabic, whole and partial words, other spellings of alef and taa marbuta.
export const SEARCH_TERMS = ['احجيه', 'أحجية', 'فستان', 'هاتف', 'قميص', 'ساعة', 'lego', 'dress', 'phone', 'shirt', 'kettle', 'سماعات', 'bag', 'حذاء', 'watch', 'puzzle'];
