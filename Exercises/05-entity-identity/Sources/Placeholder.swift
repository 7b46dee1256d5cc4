// Exercise 05 — skeleton, to be written.
