// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "msg.h"
#include "pass/stats.h"

#define SUB_BITS 8 /* 256 sub-buckets per power of two: 0.4% wide */
#define NR_BUCKETS (64 << SUB_BITS)
#define BUF_VALUES 4096
#define SUB_RANGE_BITS 12 /* a wide bucket is narrowed 12 bits per pass */
#define SUB_RANGES (1u << SUB_RANGE_BITS)
#define DIST_MAX_RANKS 3

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

/* bucket_range - the values bucket @b counts: [*lo, *lo + *width) */
static void bucket_range(unsigned int b, uint64_t *lo, uint64_t *width)
{
	unsigned int e = b >> SUB_BITS, m = b & ((1u << SUB_BITS) - 1);

	if (!e) {
		*lo = b;
		*width = 1;
		return;
	}
	/* bucket_of(): e = msb - SUB_BITS + 1, and the value's top SUB_BITS + 1 bits */
	*lo = (uint64_t)((1u << SUB_BITS) | m) << (e - 1);
	*width = (uint64_t)1 << (e - 1);
}

/* A rank being looked for: among the values in [lo, lo + width), of which
 * `below` values are smaller, the (k - below)-th smallest. */
struct rank_q {
	uint64_t k, below, lo, width;
	int shift; /* this pass counts sub-ranges of 1 << shift values */
	int open;
};

/* count_values - add the values of @v that fall in an open query's range to
 * its sub-range counts */
static void count_values(struct rank_q *q, int nq, uint64_t *sub, const uint64_t *v, size_t n)
{
	size_t j;
	int i;

	for (j = 0; j < n; j++)
		for (i = 0; i < nq; i++)
			if (q[i].open && v[j] >= q[i].lo && v[j] - q[i].lo < q[i].width)
				sub[(size_t)i * SUB_RANGES + ((v[j] - q[i].lo) >> q[i].shift)]++;
}

/* read_pass - one pass over every value (the spilled ones, then the buffered
 * ones), counting them into @sub; 0 or -1 on a read error */
static int read_pass(struct dist *d, struct rank_q *q, int nq, uint64_t *sub)
{
	uint64_t chunk[BUF_VALUES];
	size_t n;

	if (d->spill) {
		fflush(d->spill);
		rewind(d->spill);
		while ((n = fread(chunk, sizeof(chunk[0]), BUF_VALUES, d->spill)) > 0)
			count_values(q, nq, sub, chunk, n);
		if (ferror(d->spill)) {
			pt_err("temporary file: %s", strerror(errno));
			return -1;
		}
		fseek(d->spill, 0, SEEK_END);
	}
	count_values(q, nq, sub, d->buf, (size_t)d->nbuf);
	return 0;
}

/*
 * select_ranks - the @k[i]-th smallest values (1-based), into @out[i]
 *
 * The histogram tells each rank's bucket.  A bucket one value wide is the
 * answer; a wider one is narrowed by passes over the values that count them
 * in SUB_RANGES sub-ranges, every open rank in the same pass, until the range
 * is one value.  Memory is SUB_RANGES counters per rank, whatever the number
 * of values; a bucket of up to SUB_RANGES values takes one pass.
 * Return: 0, or -1 (a read error, or counts that do not add up).
 */
static int select_ranks(struct dist *d, const uint64_t *k, int nq, uint64_t *out)
{
	struct rank_q q[DIST_MAX_RANKS] = { 0 };
	uint64_t *sub = NULL;
	int i, open = 0, ret = -1;

	if (nq > DIST_MAX_RANKS)
		return -1;
	for (i = 0; i < nq; i++) {
		uint64_t below = 0;
		unsigned int b;

		q[i].open = 0;
		if (k[i] <= 1 || k[i] >= d->n) {
			out[i] = k[i] <= 1 ? d->min : d->max;
			continue;
		}
		for (b = 0; b < NR_BUCKETS && below + d->counts[b] < k[i]; b++)
			below += d->counts[b];
		if (b == NR_BUCKETS)
			return -1;
		q[i].k = k[i];
		q[i].below = below;
		bucket_range(b, &q[i].lo, &q[i].width);
		if (q[i].width == 1) {
			out[i] = q[i].lo;
			continue;
		}
		q[i].open = 1;
		open++;
	}
	while (open) {
		if (!sub) {
			sub = malloc((size_t)nq * SUB_RANGES * sizeof(*sub));
			if (!sub)
				return -1;
		}
		memset(sub, 0, (size_t)nq * SUB_RANGES * sizeof(*sub));
		for (i = 0; i < nq; i++) {
			int bits;

			if (!q[i].open)
				continue;
			/* open ranges are powers of two, at least 2 values wide */
			bits = 63 - __builtin_clzll(q[i].width);
			q[i].shift = bits > SUB_RANGE_BITS ? bits - SUB_RANGE_BITS : 0;
		}
		if (read_pass(d, q, nq, sub) < 0)
			goto out_free;
		for (i = 0; i < nq; i++) {
			const uint64_t *s = sub + (size_t)i * SUB_RANGES;
			uint64_t nsub = q[i].width >> q[i].shift, j;

			if (!q[i].open)
				continue;
			for (j = 0; j < nsub && q[i].below + s[j] < q[i].k; j++)
				q[i].below += s[j];
			if (j == nsub)
				goto out_free; /* the values do not match the histogram */
			q[i].lo += j << q[i].shift;
			q[i].width = (uint64_t)1 << q[i].shift;
			if (q[i].width == 1) {
				out[i] = q[i].lo;
				q[i].open = 0;
				open--;
			}
		}
	}
	ret = 0;
out_free:
	free(sub);
	return ret;
}

int dist_percentile(struct dist *d, double p, uint64_t *out)
{
	uint64_t k;

	if (!d || !d->n || d->err)
		return -1;
	k = rank_of(p, d->n);
	return select_ranks(d, &k, 1, out);
}

int dist_summarize(struct dist *d, struct dist_summary *s)
{
	uint64_t k[3], v[3];

	memset(s, 0, sizeof(*s));
	if (!d || !d->n || d->err)
		return -1;
	s->count = d->n;
	s->min = d->min;
	s->max = d->max;
	s->mean = (double)(d->sum / d->n);
	k[0] = rank_of(50, d->n);
	k[1] = rank_of(90, d->n);
	k[2] = rank_of(99, d->n);
	if (select_ranks(d, k, 3, v) < 0)
		return -1;
	s->p50 = v[0];
	s->p90 = v[1];
	s->p99 = v[2];
	return 0;
}
