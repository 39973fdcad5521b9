// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_low_request(struct analysis *a)
{
	(void)a;
}
