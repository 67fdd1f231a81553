/**
 * Emitted on the cms's event hub after rows were written straight into the tables (the
 * synthetic data loader): the cms then empties its response caches, as it does after an
 * edit in the panel.
 */
export const CONTENT_IMPORTED_EVENT = 'content.imported';
