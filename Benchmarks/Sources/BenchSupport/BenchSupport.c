#define _GNU_SOURCE
#include "BenchSupport.h"

#include <dlfcn.h>

void lgbench_black_hole(const void *value) {
    (void)value;
    __asm__ volatile("" : : "r"(value) : "memory");
}

int64_t lgbench_allocation_count(void) {
    typedef unsigned long (*counter_fn)(void);
    static counter_fn counter;
    static int looked_up;
    if (!looked_up) {
        counter = (counter_fn)dlsym(RTLD_DEFAULT, "lgbench_malloc_counter_value");
        looked_up = 1;
    }
    return counter ? (int64_t)counter() : -1;
}
