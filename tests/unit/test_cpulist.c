// SPDX-License-Identifier: GPL-2.0
/*
 * test_cpulist.c - CPU lists: every set of 10 CPUs formats and parses back
 * to itself, with the fewest items (a run of adjacent CPUs is one range);
 * what is no list is refused.
 */
#include "cpulist.h"
#include "test.h"

/* runs - the maximal runs of adjacent CPUs in @mask: the items a list needs */
static int runs(unsigned int mask)
{
	int n = 0, c;

	for (c = 0; c < 10; c++)
		if ((mask >> c & 1) && !(c && (mask >> (c - 1) & 1)))
			n++;
	return n;
}

static void test_round_trip(void)
{
	unsigned int mask, bad = 0, bad_items = 0;

	for (mask = 1; mask < 1024; mask++) {
		uint8_t set[10], *back = NULL;
		struct strbuf sb = STRBUF_INIT;
		int c, len = 0, n, items = 1;
		unsigned int got = 0;
		const char *p;

		for (c = 0; c < 10; c++)
			set[c] = mask >> c & 1;
		n = cpulist_format(set, 10, &sb);
		for (p = sb_cstr(&sb); *p; p++)
			items += *p == ',';
		if (items != runs(mask) || n != __builtin_popcount(mask))
			bad_items++;
		if (cpulist_parse(sb_cstr(&sb), 10, &back, &len) < 0) {
			bad++;
		} else {
			for (c = 0; c < len; c++)
				got |= (unsigned int)(back[c] != 0) << c;
			bad += got != mask;
		}
		free(back);
		sb_free(&sb);
	}
	T_EQ_INT(bad, 0, "every set of 10 CPUs formats and parses back to itself");
	T_EQ_INT(bad_items, 0, "each with an item per run of adjacent CPUs, and its count");
}

static void test_parse(void)
{
	static const char *const bad[] = { "", ",", "0,", ",0", "0,,1", "1-0", "-1", "1-", "x",
					   " 1", "+1", "1 ", "0x1", "1.5", "2", "0-2", "99999999999" };
	uint8_t *set = NULL;
	unsigned int i;
	int len = 0, refused = 0;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		if (cpulist_parse(bad[i], 2, &set, &len) < 0)
			refused++;
		else
			free(set);
	}
	T_EQ_INT(refused, sizeof(bad) / sizeof(bad[0]), "no list, or a CPU past the machine's: refused");
	T_OK(cpulist_parse("3,0-1,1", 8, &set, &len) == 0 && len == 4 && set[0] && set[1] &&
		     !set[2] && set[3], "items in any order, overlapping");
	free(set);
	T_OK(cpulist_parse("8191", 8192, &set, &len) == 0 && len == 8192 && set[8191],
	     "the highest CPU a kernel has");
	free(set);
}

int main(void)
{
	test_round_trip();
	test_parse();
	T_DONE();
}
