/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stats - exact nearest-rank percentiles in bounded memory.
 *
 * Values are counted in a log-linear histogram (16K buckets) and spilled to
 * an unlinked temporary file.  The histogram tells the bucket of each wanted
 * rank; a bucket one value wide (every value below 512) is the answer, a
 * wider one is narrowed by passes over the spilled values that count its
 * sub-ranges (one pass for buckets of up to 4096 values, every rank of a
 * summary in the same pass).  Memory does not grow with the number of
 * values, the percentiles are exact: the p-th percentile is the
 * ceil(p/100 * n)-th smallest value.
 */
#ifndef PT_STATS_H
#define PT_STATS_H

#include <stdint.h>
#include <stdio.h>

struct dist;

struct dist_summary {
	uint64_t count;
	uint64_t min, max;
	uint64_t p50, p90, p99;
	double mean;
};

/* dist_new - an empty distribution; NULL when out of memory */
struct dist *dist_new(void);
void dist_free(struct dist *d);

/* dist_add - count one value; 0, or -1 when the spill file cannot be written */
int dist_add(struct dist *d, uint64_t v);

uint64_t dist_count(const struct dist *d);

/**
 * dist_percentile - the exact nearest-rank percentile
 * @p: 0 < p <= 100
 * Return: 0 and @out set; -1 when empty or on a read error.
 */
int dist_percentile(struct dist *d, double p, uint64_t *out);

/* dist_summarize - count, min, max, mean, p50, p90, p99; -1 when empty */
int dist_summarize(struct dist *d, struct dist_summary *s);

/* rank_of - the 1-based nearest rank of percentile @p (0.1 steps) among @n values */
uint64_t rank_of(double p, uint64_t n);

#endif
