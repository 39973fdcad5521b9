/* SPDX-License-Identifier: GPL-2.0 */
/*
 * test.h - the unit tests' tiny harness.
 *
 * Each test binary prints one line per check, "ok - NAME", "not ok - NAME:
 * details" or "skip - NAME: reason", and exits non-zero when a check failed.
 * tests/run counts those lines.
 */
#ifndef PT_TEST_H
#define PT_TEST_H

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int t_failed;

#define T_OK(cond, ...)                                                                    \
	do {                                                                               \
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
		printf("skip - ");                                                         \
		printf(__VA_ARGS__);                                                       \
		printf("\n");                                                              \
	} while (0)

#define T_DONE() return t_failed ? 1 : 0

#endif
