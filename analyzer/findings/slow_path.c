// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_slow_path(struct analysis *a)
{
	(void)a;
}
