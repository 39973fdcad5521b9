// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>
#include "pass/intmap.h"

/* Slot layout: a state byte (0 empty, 1 used, 2 deleted), the key, the value. */
struct intmap {
	size_t vsize, slot, cap, n, used; /* used counts tombstones too */
	unsigned char *slots;
};

static uint64_t mix(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	k *= 0xc4ceb9fe1a85ec53ULL;
	return k ^ (k >> 33);
}

struct intmap *intmap_new(size_t value_size)
{
	struct intmap *m = calloc(1, sizeof(*m));

	if (!m)
		return NULL;
	m->vsize = value_size;
	m->slot = (16 + value_size + 7) & ~(size_t)7;
	m->cap = 64;
	m->slots = calloc(m->cap, m->slot);
	if (!m->slots) {
		free(m);
		return NULL;
	}
	return m;
}

void intmap_free(struct intmap *m)
{
	if (!m)
		return;
	free(m->slots);
	free(m);
}

static unsigned char *slot_at(const struct intmap *m, size_t i)
{
	return m->slots + i * m->slot;
}

static uint64_t key_of(const unsigned char *s)
{
	uint64_t k;

	memcpy(&k, s + 8, sizeof(k));
	return k;
}

/* find - the slot of @key, or (when absent) the first free slot on its path */
static unsigned char *find(const struct intmap *m, uint64_t key, int *found)
{
	size_t i = mix(key) & (m->cap - 1);
	unsigned char *tomb = NULL;

	for (;; i = (i + 1) & (m->cap - 1)) {
		unsigned char *s = slot_at(m, i);

		if (s[0] == 0) {
			*found = 0;
			return tomb ? tomb : s;
		}
		if (s[0] == 2) {
			if (!tomb)
				tomb = s;
			continue;
		}
		if (key_of(s) == key) {
			*found = 1;
			return s;
		}
	}
}

static int grow(struct intmap *m)
{
	size_t cap = m->n * 4 > m->cap ? m->cap * 2 : m->cap, i;
	unsigned char *old = m->slots;
	size_t old_cap = m->cap;

	m->slots = calloc(cap, m->slot);
	if (!m->slots) {
		m->slots = old;
		return -1;
	}
	m->cap = cap;
	m->used = m->n;
	for (i = 0; i < old_cap; i++) {
		unsigned char *s = old + i * m->slot, *d;
		int found;

		if (s[0] != 1)
			continue;
		d = find(m, key_of(s), &found);
		memcpy(d, s, m->slot);
	}
	free(old);
	return 0;
}

void *intmap_get(struct intmap *m, uint64_t key)
{
	int found;
	unsigned char *s = find(m, key, &found);

	return found ? s + 16 : NULL;
}

void *intmap_put(struct intmap *m, uint64_t key, int *inserted)
{
	unsigned char *s;
	int found;

	s = find(m, key, &found);
	if (found) {
		if (inserted)
			*inserted = 0;
		return s + 16;
	}
	if ((m->used + 1) * 2 > m->cap) {
		if (grow(m) < 0)
			return NULL;
		s = find(m, key, &found);
	}
	if (s[0] == 0)
		m->used++;
	memset(s, 0, m->slot);
	s[0] = 1;
	memcpy(s + 8, &key, sizeof(key));
	m->n++;
	if (inserted)
		*inserted = 1;
	return s + 16;
}

void intmap_del(struct intmap *m, uint64_t key)
{
	int found;
	unsigned char *s = find(m, key, &found);

	if (!found)
		return;
	s[0] = 2;
	m->n--;
}

size_t intmap_len(const struct intmap *m)
{
	return m->n;
}

int intmap_each(struct intmap *m, int (*fn)(uint64_t key, void *value, void *arg), void *arg)
{
	size_t i;
	int ret;

	for (i = 0; i < m->cap; i++) {
		unsigned char *s = slot_at(m, i);

		if (s[0] == 1 && (ret = fn(key_of(s), s + 16, arg)))
			return ret;
	}
	return 0;
}
