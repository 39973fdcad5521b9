/* SPDX-License-Identifier: GPL-2.0 */
/*
 * counters - energy and performance counters sampled while recording.
 *
 * A small module over perf_event_open(2) (libperf is not packaged in
 * Debian): RAPL energy from the `power` PMU (energy-pkg, energy-cores where
 * present), else the powercap sysfs files (intel-rapl:*\/energy_uj, used on
 * AMD too), and per-CPU msr/aperf, msr/mperf, msr/tsc where the `msr` PMU
 * offers them.  A sampler thread reads them every interval with
 * CLOCK_MONOTONIC timestamps (the trace clock `mono` of the recording) into a
 * spool file; counters_load() writes the counter and counter_sample tables
 * with wraparound unwrapped.
 *
 * Counter names: power/energy-pkg, power/energy-cores (scope package, one
 * instance per package, opened on the package's first online CPU), msr/aperf,
 * msr/mperf, msr/tsc (scope cpu, one perf event group per CPU, read at
 * one instant with one read(2); PSTATE_COUNTER_GROUPS=0 reads each alone), powercap/<zone name> for a top zone
 * (intel-rapl:N) and powercap/<zone name>/<subzone name> for intel-rapl:N:M
 * (scope zone, cpu -1).  A counter_sample value is the count since that
 * instance's first sample: the first sample of each (name, cpu) is 0.
 */
#ifndef PT_COUNTERS_H
#define PT_COUNTERS_H

#include <stdint.h>
#include <sqlite3.h>

struct counters;

/**
 * counters_open - find and open every counter this machine offers
 * @sysfs_root: "/sys", or the PSTATE_SYSFS folder (the PMU descriptions under
 *              bus/event_source/devices/ and the powercap tree under
 *              class/powercap/ are read from there)
 * @nr_cpus: CPUs to open per-CPU counters on (0 .. nr_cpus-1, online ones)
 * @dir_fd: the folder of @spool_path, open (AT_FDCWD: none): the file is
 *          made there by its last name, never through a link
 * @spool_path: file the samples go to while recording (created, truncated)
 *
 * Not finding any counter is not an error: counters_describe() says why.
 * Return: the handle (never NULL unless out of memory, message printed).
 */
struct counters *counters_open(const char *sysfs_root, int nr_cpus, int dir_fd,
			       const char *spool_path);

/**
 * counters_describe - one line for meta `counters` and the summary: what is
 * sampled and why anything is not, e.g. "no RAPL: no power PMU and no
 * powercap intel-rapl zones; msr/tsc on 2 CPUs; msr/aperf, msr/mperf not
 * offered by the msr PMU".  The string belongs to @c.
 */
const char *counters_describe(const struct counters *c);

/* counters_available - number of counters opened */
int counters_available(const struct counters *c);

/**
 * counters_start - take a first sample now, then one every @interval_us
 * on a sampler thread
 * @interval_us: the period; 0 means 10000 (10 ms)
 *
 * The powercap energy_uj counters wrap at max_energy_range_uj: the interval
 * must be shorter than the time a zone takes to wrap (minutes at least).
 * Return: 0, or -1 (message printed).
 */
int counters_start(struct counters *c, unsigned int interval_us);

/* counters_stop - take a last sample and stop the thread; 0 or -1 */
int counters_stop(struct counters *c);

/**
 * counters_sample_now - take one sample of every counter now, on the calling
 * thread
 *
 * Serialised with the sampler thread; works whether or not it runs.  For
 * samples at exact moments (the workload's start and end), and for tests
 * that must know a sample saw what they just wrote.
 * Return: 0, or -1 when the spool cannot be written (message printed).
 */
int counters_sample_now(struct counters *c);

/**
 * counters_nr_samples - rounds taken so far (each round reads every counter
 * once), by the thread or counters_sample_now(); a round counted here has
 * been written to the spool
 */
unsigned long long counters_nr_samples(struct counters *c);

/* What the sampler costs: counters_cost() */
struct counters_cost {
	unsigned long long rounds; /* rounds taken */
	int reads;                 /* read(2)s a round (the last one) */
	int readings;              /* values a round: counter instances */
	long long cpu_ns;          /* CPU time of all rounds, on whichever thread */
	long long max_round_ns;    /* the longest round, wall time */
};

/* counters_cost - the sampler's cost so far */
void counters_cost(struct counters *c, struct counters_cost *cost);

/**
 * counters_load - write counter and counter_sample rows (inside the caller's
 * transaction); values cumulative since each instance's first sample, and
 * unwrapped.  Call it after counters_stop().
 * Return: number of samples written, or -1 (message printed).
 */
long long counters_load(struct counters *c, sqlite3 *db);

/* counters_close - close everything, remove the spool file, free @c */
void counters_close(struct counters *c);

/**
 * counter_unwrap - extend a wrapping counter reading to 64 bits
 * @prev_raw: the previous raw reading
 * @raw: this raw reading
 * @range: the counter's range (max_energy_range_uj + 1, or 2^width); 0 = none
 * Return: how much the counter advanced since @prev_raw.
 */
uint64_t counter_unwrap(uint64_t prev_raw, uint64_t raw, uint64_t range);

#endif
