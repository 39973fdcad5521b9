/* SPDX-License-Identifier: GPL-2.0 */
/*
 * context - what else about the machine a result depends on, read at record
 * start into meta: the kernel command line, the kernel's HZ and preemption
 * model, the microcode revision, the SMT state and the cpufreq governors'
 * tunables.  What cannot be read is written as "not available", never
 * guessed, so that every run says the same keys.
 *
 * The files are /proc/cmdline (the folder $PSTATE_PROC names instead of
 * /proc), /boot/config-RELEASE ($PSTATE_BOOT instead of /boot), else
 * /proc/config.gz, and under sysfs_root(): devices/system/cpu/smt/,
 * devices/system/cpu/cpufreq/ and kernel/debug/sched/preempt.
 */
#ifndef PT_CONTEXT_H
#define PT_CONTEXT_H

#include <sqlite3.h>

#define CONTEXT_NA "not available"

/**
 * context_snapshot - write the context meta rows
 * @db: inside the caller's transaction, after sysfs_snapshot() (which writes
 *	cpu_microcode when /proc/cpuinfo has it)
 * @root: sysfs_root()
 * @release: the running kernel's release (uname), for /boot/config-RELEASE
 *
 * Meta keys written, each always: kernel_cmdline; kernel_config (the file
 * the next two come from); kernel_hz (CONFIG_HZ); kernel_preempt (the
 * configured model: none, voluntary, full, lazy or rt, followed by
 * ", dynamic" with CONFIG_PREEMPT_DYNAMIC, and ", now MODEL" when debugfs
 * says which one runs); cpu_microcode; smt_control and smt_active;
 * governor_tunables ("GOVERNOR/FILE=VALUE, ..." for the global tunables,
 * "policyN/GOVERNOR/FILE=VALUE" for per-policy ones, of ondemand,
 * conservative and schedutil; "none" when there are none).
 * Return: 0, or -1 (message printed).
 */
int context_snapshot(sqlite3 *db, const char *root, const char *release);

#endif
