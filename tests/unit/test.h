/* SPDX-License-Identifier: GPL-2.0 */
/*
 * test.h - the unit tests' tiny harness.
 *
 * Each test binary prints one line per check, "ok - NAME", "not ok - NAME:
 * details" or "skip - NAME: reason", then the plan "1..N" of the N lines
 * (T_DONE), and exits non-zero when a check failed.  tests/run counts those
 * lines and fails a binary whose plan is missing or does not match them.
 */
#ifndef PT_TEST_H
#define PT_TEST_H

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int t_failed;
static int t_count; /* result lines printed, for the plan */

#define T_OK(cond, ...)                                                                    \
	do {                                                                               \
		t_count++;                                                                 \
		if (cond) {                                                                \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(" (%s:%d: %s)\n", __FILE__, __LINE__, #cond);               \
		}                                                                          \
	} while (0)

#define T_EQ_INT(a, b, ...)                                                                \
	do {                                                                               \
		long long _a = (long long)(a), _b = (long long)(b);                        \
		t_count++;                                                                 \
		if (_a == _b) {                                                            \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(": got %lld, want %lld (%s:%d)\n", _a, _b, __FILE__,        \
			       __LINE__);                                                  \
		}                                                                          \
	} while (0)

#define T_EQ_STR(a, b, ...)                                                                \
	do {                                                                               \
		const char *_a = (a), *_b = (b);                                           \
		t_count++;                                                                 \
		if ((_a && _b && !strcmp(_a, _b)) || (!_a && !_b)) {                       \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(": got \"%s\", want \"%s\" (%s:%d)\n", _a ? _a : "(null)",  \
			       _b ? _b : "(null)", __FILE__, __LINE__);                    \
		}                                                                          \
	} while (0)

#define T_NEAR(a, b, tol, ...)                                                             \
	do {                                                                               \
		double _a = (a), _b = (b);                                                 \
		t_count++;                                                                 \
		if (fabs(_a - _b) <= (tol)) {                                              \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(": got %.9g, want %.9g (%s:%d)\n", _a, _b, __FILE__,        \
			       __LINE__);                                                  \
		}                                                                          \
	} while (0)

#define T_SKIP(...)                                                                        \
	do {                                                                               \
		t_count++;                                                                 \
		printf("skip - ");                                                         \
		printf(__VA_ARGS__);                                                       \
		printf("\n");                                                              \
	} while (0)

#define T_DONE()                                                                           \
	do {                                                                               \
		printf("1..%d\n", t_count);                                                \
		return t_failed ? 1 : 0;                                                   \
	} while (0)

#endif
