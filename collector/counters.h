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
 * @spool_path: file the samples go to while recording (created, truncated)
 *
 * Not finding any counter is not an error: counters_describe() says why.
 * Return: the handle (never NULL unless out of memory, message printed).
 */
struct counters *counters_open(const char *sysfs_root, int nr_cpus, const char *spool_path);

/**
 * counters_describe - one line for meta `counters` and the summary, e.g.
 * "msr/tsc (2 CPUs); no RAPL: no power PMU and no powercap energy_uj"
 */
const char *counters_describe(const struct counters *c);

/* counters_available - number of counters opened */
int counters_available(const struct counters *c);

/**
 * counters_start - take a first sample now, then one every @interval_us
 * on a sampler thread
 * Return: 0, or -1 (message printed).
 */
int counters_start(struct counters *c, unsigned int interval_us);

/* counters_stop - take a last sample and stop the thread; 0 or -1 */
int counters_stop(struct counters *c);

/**
 * counters_load - write counter and counter_sample rows (inside the caller's
 * transaction); values cumulative and unwrapped
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
