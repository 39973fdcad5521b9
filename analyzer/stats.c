// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "msg.h"
#include "stats.h"

#define SUB_BITS 8 /* 256 sub-buckets per power of two: 0.4% wide */
#define NR_BUCKETS (64 << SUB_BITS)
#define BUF_VALUES 4096

struct dist {
	uint64_t *counts; /* NR_BUCKETS */
	uint64_t n, min, max;
	long double sum;
	FILE *spill;
	uint64_t buf[BUF_VALUES];
	int nbuf;
	int err;
};

static unsigned int bucket_of(uint64_t v)
{
	int msb;

	if (v < (1u << SUB_BITS))
		return (unsigned int)v;
	msb = 63 - __builtin_clzll(v);
	return (unsigned int)(((msb - SUB_BITS + 1) << SUB_BITS) +
			      ((v >> (msb - SUB_BITS)) & ((1u << SUB_BITS) - 1)));
}

struct dist *dist_new(void)
{
	struct dist *d = calloc(1, sizeof(*d));

	if (!d)
		return NULL;
	d->counts = calloc(NR_BUCKETS, sizeof(*d->counts));
	if (!d->counts) {
		free(d);
		return NULL;
	}
	d->min = UINT64_MAX;
	return d;
}

void dist_free(struct dist *d)
{
	if (!d)
		return;
	if (d->spill)
		fclose(d->spill);
	free(d->counts);
	free(d);
}

static int flush(struct dist *d)
{
	if (!d->nbuf)
		return 0;
	if (!d->spill) {
		d->spill = tmpfile();
		if (!d->spill) {
			pt_err("cannot create a temporary file: %s", strerror(errno));
			d->err = 1;
			return -1;
		}
	}
	if (fwrite(d->buf, sizeof(d->buf[0]), d->nbuf, d->spill) != (size_t)d->nbuf) {
		pt_err("temporary file: %s", strerror(errno));
		d->err = 1;
		return -1;
	}
	d->nbuf = 0;
	return 0;
}

int dist_add(struct dist *d, uint64_t v)
{
	d->counts[bucket_of(v)]++;
	d->n++;
	d->sum += v;
	if (v < d->min)
		d->min = v;
	if (v > d->max)
		d->max = v;
	d->buf[d->nbuf++] = v;
	if (d->nbuf == BUF_VALUES)
		return flush(d);
	return 0;
}

uint64_t dist_count(const struct dist *d)
{
	return d ? d->n : 0;
}

uint64_t rank_of(double p, uint64_t n)
{
	/* In integers: 0.9 * 10 is 9.000000000000002 in doubles, and ceil() of it 10. */
	uint64_t p1000 = (uint64_t)llround(p * 10.0);
	uint64_t k = (p1000 * n + 999) / 1000;

	if (k < 1)
		k = 1;
	if (k > n)
		k = n;
	return k;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* select_rank - the k-th smallest value (1-based) */
static int select_rank(struct dist *d, uint64_t k, uint64_t *out)
{
	uint64_t below = 0, *vals, nv = 0, want;
	unsigned int b;
	int i;

	for (b = 0; b < NR_BUCKETS; b++) {
		if (below + d->counts[b] >= k)
			break;
		below += d->counts[b];
	}
	if (b == NR_BUCKETS)
		return -1;
	want = d->counts[b];
	vals = malloc(want * sizeof(*vals));
	if (!vals)
		return -1;
	/* The values in bucket b: the spilled ones, then the buffered ones. */
	if (d->spill) {
		uint64_t chunk[BUF_VALUES];
		size_t n;

		fflush(d->spill);
		rewind(d->spill);
		while (nv < want && (n = fread(chunk, sizeof(chunk[0]), BUF_VALUES, d->spill)) > 0)
			for (size_t j = 0; j < n && nv < want; j++)
				if (bucket_of(chunk[j]) == b)
					vals[nv++] = chunk[j];
		fseek(d->spill, 0, SEEK_END);
	}
	for (i = 0; i < d->nbuf && nv < want; i++)
		if (bucket_of(d->buf[i]) == b)
			vals[nv++] = d->buf[i];
	if (nv != want) {
		free(vals);
		return -1;
	}
	qsort(vals, nv, sizeof(*vals), cmp_u64);
	*out = vals[k - below - 1];
	free(vals);
	return 0;
}

int dist_percentile(struct dist *d, double p, uint64_t *out)
{
	if (!d || !d->n || d->err)
		return -1;
	return select_rank(d, rank_of(p, d->n), out);
}

int dist_summarize(struct dist *d, struct dist_summary *s)
{
	memset(s, 0, sizeof(*s));
	if (!d || !d->n || d->err)
		return -1;
	s->count = d->n;
	s->min = d->min;
	s->max = d->max;
	s->mean = (double)(d->sum / d->n);
	if (dist_percentile(d, 50, &s->p50) < 0 || dist_percentile(d, 90, &s->p90) < 0 ||
	    dist_percentile(d, 99, &s->p99) < 0)
		return -1;
	return 0;
}
