import './charts.css';
import { ZoomInOutlined } from '@ant-design/icons';
import { type RefObject, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { ChartSettingsContext } from './chart-context';
import { CHART_FONT, type ReportChartOption } from './chart-types';
import { type EChartsType, init } from './echarts-setup';

const noop = () => {};

/**
 * Creates the chart on mount (renderer by mode), keeps it sized to its box, passes clicks on to the
 * latest `onClick`, disposes it on unmount.
 */
function useChartInstance(box: RefObject<HTMLDivElement | null>, isPrint: boolean, onClick: RefObject<() => void>) {
  const chart = useRef<EChartsType | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const instance = init(box.current, null, { renderer: isPrint ? 'svg' : 'canvas' });
    chart.current = instance;
    instance.getZr().on('click', () => onClick.current());
    const resize = () => instance.resize();
    const observer = new ResizeObserver(resize);
    observer.observe(box.current);
    window.addEventListener('resize', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, [box, isPrint, onClick]);
  return chart;
}

/** Sets the option on every change and tells the tracker when the chart has finished drawing. */
function useChartOption(chart: RefObject<EChartsType | null>, option: ReportChartOption, isPrint: boolean) {
  const { tracker } = useContext(ChartSettingsContext);
  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const done = tracker?.begin() ?? noop;
    instance.on('finished', done);
    instance.setOption({ textStyle: { fontFamily: CHART_FONT }, ...option, animation: !isPrint }, { notMerge: true });
    // Without animation setOption has drawn synchronously.
    if (isPrint) done();
    return () => {
      instance.off('finished', done);
      done();
    };
  }, [chart, option, isPrint, tracker]);
}

interface EChartProps {
  option: ReportChartOption;
  /** Fixed, so the layout does not move when the chart draws. */
  height: number;
  /** Names the chart for screen readers and the image viewer. */
  label: string;
}

/** One ECharts chart; clicking it (or its zoom button) opens it enlarged when a viewer is mounted. */
export function EChart({ option, height, label }: EChartProps) {
  const { isPrint, onView } = useContext(ChartSettingsContext);
  const box = useRef<HTMLDivElement>(null);
  const clicked = useRef(noop);
  const chart = useChartInstance(box, isPrint, clicked);
  useChartOption(chart, option, isPrint);
  const view = () => {
    const instance = chart.current;
    if (instance && onView) {
      onView({ title: label, src: instance.getDataURL({ pixelRatio: 2, backgroundColor: '#fff' }) });
    }
  };
  useLayoutEffect(() => {
    clicked.current = view;
  });
  return (
    <figure className="report-chart">
      <div ref={box} className="report-chart__canvas" style={{ height }} role="img" aria-label={label} />
      {onView && (
        <button type="button" className="report-chart__zoom report-no-print" onClick={view}>
          <ZoomInOutlined /> 查看大图
        </button>
      )}
    </figure>
  );
}
