/* SPDX-License-Identifier: GPL-2.0 */
/*
 * samples - the aperf, mperf and tsc readings of counter_sample (what
 * `record` samples on every CPU), one complete reading of a CPU at a time,
 * in time order.  Memory is one partial reading per CPU, whatever the size
 * of the run.
 */
#ifndef PT_SAMPLES_H
#define PT_SAMPLES_H

#include <stdint.h>
#include <sqlite3.h>

struct sample {
	uint64_t ts; /* of the reading that completed it */
	int cpu;
	int64_t aperf, mperf, tsc; /* cumulative, as counter_sample holds them */
};

/* What the reader left out, counted. */
struct samples_stats {
	uint64_t rows;       /* rows read */
	uint64_t incomplete; /* readings of a CPU without all three counters */
	uint64_t invalid;    /* rows whose ts, cpu or value is no integer (or out of range) */
	uint64_t back;       /* readings earlier than one before them, left out */
};

struct samples;

/**
 * samples_open - the readings of @db with ts in [@from, @to]
 * Return: the reader, or NULL (message printed).  A run without
 * counter_sample rows gives a reader that ends at once.
 */
struct samples *samples_open(sqlite3 *db, uint64_t from, uint64_t to);
/* samples_next - the next complete reading into @s: 1, 0 at the end, -1 (said) */
int samples_next(struct samples *r, struct sample *s);
/* samples_stats - what was read and left out so far */
const struct samples_stats *samples_stats(const struct samples *r);
void samples_close(struct samples *r);

#endif
