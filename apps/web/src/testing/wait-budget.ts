/**
 * How long the component tests' `findBy…` and `waitFor` wait before failing: 3 s instead of
 * Testing Library's 1 s. A lazy chunk (the login dialog, the account notices) is transformed on
 * its first import in the test run, which takes over a second on a loaded 2-core machine; what a
 * test asserts is unchanged, only a late answer is no longer taken for a wrong one.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 3_000 });
