/**
 * The boards other than the stock table (price-board §2): derivatives, put-through, statistics,
 * odd lots, bonds and proprietary trading. Each loads on first use, keeping it out of the first
 * download (the stock table is what `/` shows).
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { OtherBoard, OtherBoardProps } from "../board/other-board-props";

type BoardOf<K extends OtherBoard["kind"]> = Extract<OtherBoard, { kind: K }>;

const DerivativeBoard = lazy(() =>
  import("../derivatives/derivative-board").then((m) => ({ default: m.DerivativeBoard })),
);
const PutThroughBoard = lazy(() =>
  import("../put-through/put-through-board").then((m) => ({ default: m.PutThroughBoard })),
);
const StatisticsBoard = lazy(() =>
  import("../statistics/statistics-board").then((m) => ({ default: m.StatisticsBoard })),
);
const OddLotBoard = lazy(() => import("../odd-lot/odd-lot-board").then((m) => ({ default: m.OddLotBoard })));
const BondBoard = lazy(() => import("../bonds/bond-board").then((m) => ({ default: m.BondBoard })));
const ProprietaryBoard = lazy(() =>
  import("../proprietary/proprietary-board").then((m) => ({ default: m.ProprietaryBoard })),
);

function render<B extends OtherBoard>(Board: ComponentType<OtherBoardProps<B>>, props: OtherBoardProps<B>) {
  return <Board {...props} />;
}

export function OtherBoardView({ menu, board, focusSeen }: OtherBoardProps) {
  return (
    <Suspense fallback={<div className="board-loading" data-testid="board-loading" />}>
      {board.kind === "derivative" &&
        render<BoardOf<"derivative">>(DerivativeBoard, { menu, board, focusSeen })}
      {board.kind === "put-through" &&
        render<BoardOf<"put-through">>(PutThroughBoard, { menu, board, focusSeen })}
      {board.kind === "statistics" &&
        render<BoardOf<"statistics">>(StatisticsBoard, { menu, board, focusSeen })}
      {board.kind === "odd-lot" && render<BoardOf<"odd-lot">>(OddLotBoard, { menu, board, focusSeen })}
      {board.kind === "bond" && render<BoardOf<"bond">>(BondBoard, { menu, board, focusSeen })}
      {board.kind === "proprietary" &&
        render<BoardOf<"proprietary">>(ProprietaryBoard, { menu, board, focusSeen })}
    </Suspense>
  );
}
