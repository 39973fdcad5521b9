/* SPDX-License-Identifier: GPL-2.0 */
/*
 * intmap - a hash map from a 64-bit key to a fixed-size value (open
 * addressing).  Pointers to values stay valid until the next insertion.
 */
#ifndef PT_INTMAP_H
#define PT_INTMAP_H

#include <stddef.h>
#include <stdint.h>

struct intmap;

/* intmap_new - values of @value_size bytes, zeroed when inserted */
struct intmap *intmap_new(size_t value_size);
void intmap_free(struct intmap *m);

/* intmap_get - the value of @key, or NULL */
void *intmap_get(struct intmap *m, uint64_t key);

/* intmap_put - the value of @key, inserted (zeroed) if absent; NULL when out of memory */
void *intmap_put(struct intmap *m, uint64_t key, int *inserted);

/* intmap_del - remove @key (if present) */
void intmap_del(struct intmap *m, uint64_t key);

size_t intmap_len(const struct intmap *m);

/* intmap_each - call @fn on every entry; stops when it returns non-zero */
int intmap_each(struct intmap *m, int (*fn)(uint64_t key, void *value, void *arg), void *arg);

#endif
