/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sysfs - the machine's frequency setup, read at record start into the meta
 * and cpu tables: driver, governor, amd_pstate status, acpi_cppc perf levels,
 * scaling limits, schedutil rate_limit_us, boost, topology, kernel, CPU model.
 *
 * The sysfs root is /sys unless PSTATE_SYSFS names another folder (tests build
 * fake cpufreq, acpi_cppc and powercap trees there).
 */
#ifndef PT_SYSFS_H
#define PT_SYSFS_H

#include <sqlite3.h>

/* sysfs_root - $PSTATE_SYSFS, or "/sys" */
const char *sysfs_root(void);

/**
 * sysfs_nr_cpus - CPUs present under @root (devices/system/cpu/cpuN), at least 1
 */
int sysfs_nr_cpus(const char *root);

/**
 * sysfs_snapshot - write the cpu rows and the machine's meta rows
 * @db: inside the caller's transaction
 * @root: sysfs_root()
 *
 * Meta keys written: hostname, kernel_release (uname), cpu_model, cpu_family,
 * cpu_model_id, cpu_stepping (/proc/cpuinfo, or the file $PSTATE_CPUINFO
 * names), nr_cpus, driver, governor, amd_pstate_status; absent ones are not
 * written.
 * Return: 0, or -1 (message printed).
 */
int sysfs_snapshot(sqlite3 *db, const char *root);

#endif
