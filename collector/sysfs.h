/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sysfs - the machine's frequency setup, read at record start into the meta
 * and cpu tables: driver, governor, amd_pstate status, acpi_cppc perf levels,
 * scaling limits, schedutil rate_limit_us, boost, topology, kernel, CPU model;
 * and its idle states into cpuidle_state.
 *
 * The sysfs root is /sys unless PSTATE_SYSFS names another folder (tests build
 * fake cpufreq, acpi_cppc and powercap trees there).
 */
#ifndef PT_SYSFS_H
#define PT_SYSFS_H

#include <stddef.h>
#include <sqlite3.h>

/* sysfs_root - $PSTATE_SYSFS, or "/sys" */
const char *sysfs_root(void);

/**
 * sysfs_nr_cpus - CPUs under @root (devices/system/cpu/cpuN): one more than
 * the highest N, so that 0 .. nr-1 covers every CPU; at least 1
 */
int sysfs_nr_cpus(const char *root);

/**
 * sysfs_snapshot - write the cpu rows and the machine's meta rows
 * @db: inside the caller's transaction
 * @root: sysfs_root()
 *
 * One cpu row per devices/system/cpu/cpuN; a column is NULL when its file is
 * absent or unreadable.  The CPU's cpufreq policy is the policyM whose
 * related_cpus (else affected_cpus) lists it, else the one its cpuN/cpufreq
 * link names.  base_khz is base_frequency, else amd_pstate_nominal_freq, else
 * (amd-pstate drivers) acpi_cppc/nominal_freq * 1000.  boost is the policy's
 * boost, else cpufreq/boost, else !intel_pstate/no_turbo.  rate_limit_us is
 * policyM/schedutil/rate_limit_us, else cpufreq/schedutil/rate_limit_us.
 * online is cpuN/online, else membership of devices/system/cpu/online.
 *
 * Meta keys written: hostname, kernel_release (uname), cpu_model, cpu_family,
 * cpu_model_id, cpu_stepping, cpu_microcode (/proc/cpuinfo, or the file $PSTATE_CPUINFO
 * names), nr_cpus (the number of cpu rows), driver and governor (the value
 * most CPUs have; ties go to the lowest CPU), amd_pstate_status; absent ones
 * are not written.
 *
 * The cpuidle states: a cpuidle_state row per cpuN/cpuidle/stateK (K from
 * 0 up to the first missing, at most 10): name, desc, latency, residency,
 * usage, time, disable; meta cpuidle_driver and cpuidle_governor from
 * cpuidle/current_driver and current_governor (else current_governor_ro).
 * Return: 0, or -1 (message printed).
 */
int sysfs_snapshot(sqlite3 *db, const char *root);

/**
 * sysfs_read_str - read a one-line sysfs file, without its trailing newline
 * @buf: where the text goes, NUL-terminated (truncated to @len - 1 bytes)
 * @len: size of @buf
 * @fmt: printf format of the file's path
 *
 * Return: 0, or a negative errno (errno set too) when the file cannot be read.
 */
int sysfs_read_str(char *buf, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/**
 * sysfs_read_ll - read a sysfs file holding one integer (decimal, or 0x hex)
 * @val: the value, untouched on failure
 * @fmt: printf format of the file's path
 *
 * Return: 0, -ENOENT and the like when unreadable, -EINVAL when the text is
 * not an integer (errno set too).
 */
int sysfs_read_ll(long long *val, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/**
 * sysfs_cpulist_has - whether a CPU list ("0-3,8", or "0 1 2" as
 * related_cpus prints it) names @cpu
 */
int sysfs_cpulist_has(const char *list, int cpu);

/**
 * sysfs_cpu_online - whether CPU @cpu is online: cpuN/online, else the
 * devices/system/cpu/online list, else (neither readable) assumed online
 * Return: 1 online, 0 offline.
 */
int sysfs_cpu_online(const char *root, int cpu);

#endif
