/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cpulist - CPU lists as the kernel and perf spell them ("0-3,8"): what
 * `record -C` takes and meta traced_cpus keeps, which the analyzer reads.
 */
#ifndef PT_CPULIST_H
#define PT_CPULIST_H

#include <stdint.h>
#include "strbuf.h"

/**
 * cpulist_parse - "0-3,8" into a set: (*@set)[c] != 0 for each CPU named
 * @max: CPU numbers must be below it
 * @len: set to the set's length, one past the highest CPU named
 * Return: 0 (free *@set), or -1 (not a list, a CPU past @max, or ENOMEM);
 * nothing is said.
 */
int cpulist_parse(const char *s, int max, uint8_t **set, int *len);

/* cpulist_format - @set (of @len) as "0-3,8" into @sb; the number of CPUs in it */
int cpulist_format(const uint8_t *set, int len, struct strbuf *sb);

#endif
