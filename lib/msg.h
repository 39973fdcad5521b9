/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_MSG_H
#define PT_MSG_H

#include <stdarg.h>

/* Program name used as the prefix of every message ("pstate-trace"). */
extern const char *pt_prog;
/* Verbosity: 0 quiet, 1 normal, 2 debug. */
extern int pt_verbose;

/**
 * pt_err - print "PROG: message" on stderr, git style (no capital, no full stop)
 */
void pt_err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* pt_warn - same as pt_err; kept apart so that warnings can be silenced with -q */
void pt_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* pt_info - progress and summary lines, printed unless quiet */
void pt_info(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void pt_debug(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
