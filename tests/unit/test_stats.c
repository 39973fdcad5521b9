// SPDX-License-Identifier: GPL-2.0
/*
 * test_stats - exact nearest-rank percentiles (stats.h) against a sort of
 * the same values: small and large values, many repeats, values spilled to
 * the temporary file and still buffered; and that finding a percentile takes
 * no memory in proportion to the values (a bucket holding half of them, one
 * value or many values wide).
 */
#include <stdint.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "pass/stats.h"
#include "test.h"

static uint64_t rng = 88172645463325252ull;

static uint64_t next_rand(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static int cmp_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

	return a < b ? -1 : a > b;
}

/* check - the percentiles of @v[0..n) from a dist, against the sorted values */
static void check(const char *what, const uint64_t *v, size_t n)
{
	static const double ps[] = { 0.1, 1, 10, 25, 50, 75, 90, 99, 99.9, 100 };
	struct dist *d = dist_new();
	struct dist_summary s;
	uint64_t *sorted = malloc(n * sizeof(*sorted)), got;
	size_t i;
	int bad = 0;

	if (!d || !sorted) {
		T_OK(0, "%s: out of memory", what);
		dist_free(d);
		free(sorted);
		return;
	}
	for (i = 0; i < n; i++)
		dist_add(d, v[i]);
	memcpy(sorted, v, n * sizeof(*sorted));
	qsort(sorted, n, sizeof(*sorted), cmp_u64);
	for (i = 0; i < sizeof(ps) / sizeof(ps[0]); i++) {
		uint64_t want = sorted[rank_of(ps[i], n) - 1];

		if (dist_percentile(d, ps[i], &got) < 0 || got != want) {
			printf("# %s: p%g got %" PRIu64 ", want %" PRIu64 "\n", what, ps[i], got,
			       want);
			bad++;
		}
	}
	T_OK(!bad, "%s: %zu values, every percentile is the nearest-rank one", what, n);
	T_OK(dist_summarize(d, &s) == 0 && s.count == n && s.min == sorted[0] &&
		     s.max == sorted[n - 1] && s.p50 == sorted[rank_of(50, n) - 1] &&
		     s.p90 == sorted[rank_of(90, n) - 1] && s.p99 == sorted[rank_of(99, n) - 1],
	     "%s: the summary's count, min, max, p50, p90, p99", what);
	dist_free(d);
	free(sorted);
}

static void test_exact(void)
{
	size_t n = 300000, i;
	uint64_t *v = malloc(n * sizeof(*v));

	T_OK(v != NULL, "exact percentiles: %zu values allocated", n);
	if (!v)
		return;
	/* spread over every magnitude, up to 2^62: buckets narrowed in several passes */
	for (i = 0; i < n; i++)
		v[i] = next_rand() >> (next_rand() % 62 + 2);
	check("all magnitudes", v, n);
	/* microsecond-resolution nanoseconds, as a text trace gives */
	for (i = 0; i < n; i++)
		v[i] = (next_rand() % 5000) * 1000;
	check("multiples of 1000", v, n);
	/* values close together in wide buckets: many values per bucket */
	for (i = 0; i < n; i++)
		v[i] = 1000000000ull + next_rand() % 3000000;
	check("1 s + up to 3 ms", v, n);
	/* most of them one value */
	for (i = 0; i < n; i++)
		v[i] = i % 10 ? 0 : next_rand() % 100000;
	check("90% zeros", v, n);
	/* fewer than the buffer holds: nothing spilled */
	for (i = 0; i < 1000; i++)
		v[i] = next_rand() % 1000000;
	check("1000 values, none spilled", v, 1000);
	check("one value", v, 1);
	/* a few values: p99 is the largest (no rank to narrow) while p50 and
	 * p90 are narrowed in wide buckets */
	for (i = 0; i < 10; i++)
		v[i] = 1000000 + next_rand() % 1000000;
	check("10 values in wide buckets", v, 10);
	free(v);
}

static long max_rss_kib(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss;
}

/* fill_half_zero, fill_wide - 3M values: half of them 0 (p50's bucket holds
 * 1.5M values of one value); or within 4 ms of 1 s (two buckets, 2 ms wide,
 * hold them all) */
static void fill_half_zero(struct dist *d, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		dist_add(d, i % 2 ? 0 : 1000 + i);
}

static void fill_wide(struct dist *d, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		dist_add(d, 1000000000ull + next_rand() % 4000000);
}

/*
 * summary_growth - in a child (the peak RSS is the process's), fill a dist
 * with @fill and make its summary; how much the peak RSS grew while the
 * summary was made (KiB), -1 on failure; @s is the child's summary
 */
static long summary_growth(void (*fill)(struct dist *, size_t), size_t n,
			   struct dist_summary *s)
{
	struct {
		long grew;
		struct dist_summary s;
	} r = { -1, { 0 } };
	int fd[2], status;
	pid_t pid;

	if (pipe(fd) < 0)
		return -1;
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		struct dist *d = dist_new();
		long before;

		close(fd[0]);
		if (d) {
			fill(d, n);
			before = max_rss_kib();
			if (dist_summarize(d, &r.s) == 0)
				r.grew = max_rss_kib() - before;
		}
		if (write(fd[1], &r, sizeof(r)) != (ssize_t)sizeof(r))
			_exit(1);
		_exit(0);
	}
	close(fd[1]);
	if (pid < 0 || read(fd[0], &r, sizeof(r)) != (ssize_t)sizeof(r))
		r.grew = -1;
	close(fd[0]);
	if (pid > 0)
		waitpid(pid, &status, 0);
	*s = r.s;
	return r.grew;
}

static void test_memory(void)
{
	size_t n = 3000000;
	struct dist_summary s;
	long grew;

	grew = summary_growth(fill_half_zero, n, &s);
	T_OK(grew >= 0 && grew < 8192 && s.p50 == 0 && s.p90 == 1000 + 2 * (rank_of(90, n) - n / 2 - 1),
	     "3M values, half of them 0: the summary takes no memory per value (peak RSS "
	     "+%ld KiB) and is right", grew);
	grew = summary_growth(fill_wide, n, &s);
	T_OK(grew >= 0 && grew < 8192 && s.count == n,
	     "3M values in two wide buckets: no memory per value either (peak RSS +%ld KiB)",
	     grew);
}

int main(void)
{
	test_exact();
	test_memory();
	T_DONE();
}
